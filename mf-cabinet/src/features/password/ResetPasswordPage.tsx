import { useState } from 'react';
import { Alert } from '@shop/shared/kit/essentials';
import type { FormikHelpers } from 'formik';
import type { PasswordPair } from '@shop/shared';
import { userApi } from '@shop/shared/api';
import { Link, useNavigate, useParams } from '@shop/shared/router';
import { useSession } from '@shop/shared/session';
import { toast } from '@shop/shared/ui';
import { applyViolations, PasswordField, ShopForm, SubmitButton } from '@shop/shared/ui/form';
import { passwordPairSchema } from '@shop/shared/validation';
import { AuthCard } from '../common/AuthCard';
import { useDocumentTitle } from '@shop/shared/ui/page-states';
import { resetFailure } from './resetErrors';
import './password.css';

const initialValues: PasswordPair = { first: '', second: '' };

/**
 * `/resetting/reset/:token`: a new password by the link from the mail. Success logs the user in (SPEC §4) and
 * opens the cabinet; failures list the response's `errors` (an expired or used link).
 */
export function ResetPasswordPage() {
  useDocumentTitle('Смена пароля');
  const { token = '' } = useParams();
  const loginWithToken = useSession((state) => state.loginWithToken);
  const navigate = useNavigate();
  const [errors, setErrors] = useState<string[]>([]);

  const submit = async (values: PasswordPair, helpers: FormikHelpers<PasswordPair>) => {
    setErrors([]);
    try {
      const response = await userApi.resetPassword(token, values);
      await loginWithToken({ token: response.token, refreshToken: response.refreshToken });
      void toast.success(response.message);
      navigate('/cabinet', { replace: true });
    } catch (error) {
      const failure = resetFailure(error);
      applyViolations(failure.fieldViolations, helpers, { fields: ['first', 'second'] });
      setErrors(failure.messages);
    }
  };

  return (
    <div className="cabinet-page">
      <AuthCard title="Смена пароля">
        {errors.length > 0 && (
          <Alert
            className="auth-alert"
            type="error"
            showIcon
            role="alert"
            title="Не удалось сменить пароль"
            description={
              <ul className="password-errors">
                {errors.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            }
          />
        )}
        <ShopForm
          id="reset-password"
          schema={passwordPairSchema}
          initialValues={initialValues}
          onSubmit={submit}
          aria-label="Новый пароль"
        >
          <PasswordField
            name="first"
            label="Новый пароль"
            help="Не менее 8 символов"
            autoComplete="new-password"
            size="large"
          />
          <PasswordField name="second" label="Повтор пароля" autoComplete="new-password" size="large" />
          <div className="auth-actions">
            <SubmitButton size="large">Сменить пароль</SubmitButton>
          </div>
        </ShopForm>
        <nav className="auth-links" aria-label="Другие действия">
          <Link to="/auth/forgot-password">Запросить новую ссылку</Link>
          <Link to="/auth/login">Вход</Link>
        </nav>
      </AuthCard>
    </div>
  );
}
