import { useState } from 'react';
import { Alert } from '@shop/shared/kit/essentials';
import { userApi } from '@shop/shared/api';
import type { LoginRequest } from '@shop/shared';
import { Link, useSearchParams } from '@shop/shared/router';
import { SESSION_LOST_PARAM, useSession } from '@shop/shared/session';
import { PasswordField, ShopForm, SubmitButton, TextField } from '@shop/shared/ui/form';
import { loginSchema } from '@shop/shared/validation';
import { AuthCard } from '../common/AuthCard';
import { useDocumentTitle } from '@shop/shared/ui/page-states';
import { loginErrorMessage, PROFILE_NOT_LOADED, SESSION_LOST } from './loginError';
import './auth.css';

const initialValues: LoginRequest = { username: '', password: '' };

/**
 * `/auth/login` (guests only): e-mail and password. On success the session takes the token; the guest-only
 * guard then sends the user to `?redirect`, the stored redirect or home (SPEC §2, §4).
 */
export function LoginPage() {
  useDocumentTitle('Вход');
  const [params] = useSearchParams();
  const loginWithToken = useSession((state) => state.loginWithToken);
  const [error, setError] = useState<string | null>(null);
  const sessionLost = params.get(SESSION_LOST_PARAM) === '1';

  const submit = async (values: LoginRequest) => {
    setError(null);
    try {
      const tokens = await userApi.login({ username: values.username.trim(), password: values.password });
      const profile = await loginWithToken(tokens);
      if (!profile) setError(PROFILE_NOT_LOADED);
    } catch (failure) {
      setError(loginErrorMessage(failure));
    }
  };

  return (
    <div className="cabinet-page">
      <AuthCard title="Вход в личный кабинет">
        {sessionLost && !error && (
          <Alert className="auth-alert" type="warning" showIcon title={SESSION_LOST} role="status" />
        )}
        {error && <Alert className="auth-alert" type="error" showIcon title={error} role="alert" />}
        <ShopForm
          id="login"
          schema={loginSchema}
          initialValues={initialValues}
          onSubmit={submit}
          aria-label="Вход"
        >
          <TextField
            name="username"
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="username"
            autoFocus
            size="large"
          />
          <PasswordField name="password" label="Пароль" autoComplete="current-password" size="large" />
          <div className="auth-actions">
            <SubmitButton size="large">Войти</SubmitButton>
          </div>
        </ShopForm>
        <nav className="auth-links" aria-label="Другие действия">
          <Link to="/auth/forgot-password">Забыли пароль?</Link>
          <Link to="/auth/registration">Регистрация</Link>
        </nav>
      </AuthCard>
    </div>
  );
}
