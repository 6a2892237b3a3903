import { useState } from 'react';
import { Alert } from '@shop/shared/kit/essentials';
import type { FormikHelpers } from 'formik';
import { apiErrorMessage, apiViolations, userApi } from '@shop/shared/api';
import { Link } from '@shop/shared/router';
import { applyViolations, ShopForm, SubmitButton, TextField } from '@shop/shared/ui/form';
import { resetRequestSchema, type ResetRequestForm } from '@shop/shared/validation';
import { AuthCard } from '../common/AuthCard';
import { useDocumentTitle } from '@shop/shared/ui/page-states';
import './password.css';

const initialValues: ResetRequestForm = { email: '' };

/**
 * `/auth/forgot-password` (guests only): asks for a reset link. The server answers alike whether the e-mail
 * is registered or not, and the page shows that answer.
 */
export function ForgotPasswordPage() {
  useDocumentTitle('Восстановление пароля');
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: ResetRequestForm, helpers: FormikHelpers<ResetRequestForm>) => {
    setError(null);
    try {
      const { message } = await userApi.requestPasswordReset(values.email.trim());
      setSent(message);
    } catch (failure) {
      const violations = apiViolations(failure);
      if (violations.length === 0) {
        setError(apiErrorMessage(failure));
        return;
      }
      const unmapped = applyViolations(violations, helpers, { fields: ['email'] });
      if (unmapped.length > 0) setError(unmapped.map((violation) => violation.message).join(' '));
    }
  };

  return (
    <div className="cabinet-page">
      <AuthCard title="Восстановление пароля">
        {sent ? (
          <Alert className="auth-alert" type="success" showIcon title={sent} role="status" />
        ) : (
          <>
            <p className="cabinet-muted password-intro">
              Укажите email, с которым вы регистрировались, — мы отправим на него ссылку для смены пароля.
            </p>
            {error && <Alert className="auth-alert" type="error" showIcon title={error} role="alert" />}
            <ShopForm
              id="forgot-password"
              schema={resetRequestSchema}
              initialValues={initialValues}
              onSubmit={submit}
              aria-label="Восстановление пароля"
            >
              <TextField
                name="email"
                label="Email"
                type="email"
                inputMode="email"
                autoComplete="email"
                size="large"
              />
              <div className="auth-actions">
                <SubmitButton size="large">Отправить ссылку</SubmitButton>
              </div>
            </ShopForm>
          </>
        )}
        <nav className="auth-links" aria-label="Другие действия">
          <Link to="/auth/login">Вернуться ко входу</Link>
        </nav>
      </AuthCard>
    </div>
  );
}
