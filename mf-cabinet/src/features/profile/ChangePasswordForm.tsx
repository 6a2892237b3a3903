import { useState } from 'react';
import { Alert } from '@shop/shared/kit/essentials';
import { AxiosError } from 'axios';
import type { FormikHelpers } from 'formik';
import type { ChangePasswordForm as ChangePasswordValues } from '@shop/shared';
import { apiViolations, DEFAULT_ERROR_MESSAGE, userApi } from '@shop/shared/api';
import { toast } from '@shop/shared/ui';
import { applyViolations, PasswordField, ShopForm, SubmitButton } from '@shop/shared/ui/form';
import { changePasswordSchema } from '@shop/shared/validation';

export const PASSWORD_CHANGED = 'Пароль успешно изменён';

const initialValues: ChangePasswordValues = { currentPassword: '', plainPassword: { first: '', second: '' } };

/** SPEC §8: only an HTTP 400 with an `error` field is a known error of the password change. */
export function knownPasswordError(error: unknown): string | null {
  if (!(error instanceof AxiosError) || error.response?.status !== 400) return null;
  const data: unknown = error.response.data;
  if (typeof data !== 'object' || data === null || !('error' in data)) return null;
  return typeof data.error === 'string' && data.error ? data.error : null;
}

/** `PATCH /api/user/change-password`: the current password and the new one twice. */
export function ChangePasswordForm() {
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: ChangePasswordValues, helpers: FormikHelpers<ChangePasswordValues>) => {
    setError(null);
    try {
      const { message } = await userApi.changePassword(values);
      void toast.success(message || PASSWORD_CHANGED);
      helpers.resetForm();
    } catch (failure) {
      const known = knownPasswordError(failure);
      if (known) {
        setError(known);
        return;
      }
      const unmapped = applyViolations(apiViolations(failure), helpers, {
        fields: ['currentPassword', 'plainPassword.first', 'plainPassword.second'],
      });
      if (apiViolations(failure).length === 0 || unmapped.length > 0) setError(DEFAULT_ERROR_MESSAGE);
    }
  };

  return (
    <ShopForm<ChangePasswordValues>
      id="change-password"
      schema={changePasswordSchema}
      initialValues={initialValues}
      onSubmit={submit}
      aria-label="Смена пароля"
    >
      {error && <Alert className="profile-alert" type="error" showIcon title={error} role="alert" />}
      <div className="form-grid">
        <PasswordField
          name="currentPassword"
          label="Текущий пароль"
          autoComplete="current-password"
          fieldClassName="form-wide"
        />
        <PasswordField
          name="plainPassword.first"
          label="Новый пароль"
          help="Не менее 8 символов"
          autoComplete="new-password"
        />
        <PasswordField name="plainPassword.second" label="Повтор пароля" autoComplete="new-password" />
      </div>
      <div className="profile-actions">
        <SubmitButton>Сменить пароль</SubmitButton>
      </div>
    </ShopForm>
  );
}
