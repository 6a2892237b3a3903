import { useState } from 'react';
import { userApi } from '@shop/shared/api';
import type { LoginRequest } from '@shop/shared';
import { Link, useSearchParams } from '@shop/shared/router';
import { SESSION_LOST_PARAM, useSession } from '@shop/shared/session';
import {
  LightForm,
  LightPasswordField,
  LightSubmitButton,
  LightTextField,
  Notice,
} from '@shop/shared/ui/light-form';
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
          <Notice className="auth-alert" type="warning" role="status">
            {SESSION_LOST}
          </Notice>
        )}
        {error && (
          <Notice className="auth-alert" type="error" role="alert">
            {error}
          </Notice>
        )}
        <LightForm
          id="login"
          schema={loginSchema}
          initialValues={initialValues}
          onSubmit={submit}
          aria-label="Вход"
        >
          <LightTextField
            name="username"
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="username"
            autoFocus
          />
          <LightPasswordField name="password" label="Пароль" autoComplete="current-password" />
          <div className="auth-actions">
            <LightSubmitButton>Войти</LightSubmitButton>
          </div>
        </LightForm>
        <nav className="auth-links" aria-label="Другие действия">
          <Link to="/auth/forgot-password">Забыли пароль?</Link>
          <Link to="/auth/registration">Регистрация</Link>
        </nav>
      </AuthCard>
    </div>
  );
}
