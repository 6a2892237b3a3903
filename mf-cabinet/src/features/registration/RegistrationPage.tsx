import type { FormikHelpers } from 'formik';
import { apiErrorMessage, apiViolations, userApi } from '@shop/shared/api';
import { Link, useNavigate } from '@shop/shared/router';
import { rememberRedirect, useSession } from '@shop/shared/session';
import { toast } from '@shop/shared/ui';
import {
  applyViolations,
  leafPaths,
  PasswordField,
  ShopForm,
  SubmitButton,
  TextField,
} from '@shop/shared/ui/form';
import { registrationSchema } from '@shop/shared/validation';
import type { UserType } from '@shop/shared';
import { AuthCard } from '../common/AuthCard';
import { useDocumentTitle } from '@shop/shared/ui/page-states';
import { CompanyFields } from '../common/CompanyFields';
import {
  initialRegistrationValues,
  toRegistrationPayload,
  type RegistrationValues,
} from './registrationForm';
import { useUserTypes } from '../common/useUserTypes';
import './registration.css';
import { RadioGroupField } from '@shop/shared/ui/form-choice';
import { PersonFields } from '../common/PersonFields';
import '../common/common.css';

export const REGISTERED_MESSAGE = 'Поздравляем! Вы успешно зарегистрировались';
const CABINET_PATH = '/cabinet';

/**
 * `/auth/registration` (guests only): a private person or a business buyer with its requisites. The server's
 * violations land on their fields; success logs the new user in and opens the cabinet.
 */
export function RegistrationPage() {
  useDocumentTitle('Регистрация');
  const { userTypes, companyTypes } = useUserTypes();
  const loginWithToken = useSession((state) => state.loginWithToken);
  const navigate = useNavigate();

  const submit = async (values: RegistrationValues, helpers: FormikHelpers<RegistrationValues>) => {
    try {
      const { token, refreshToken } = await userApi.register(toRegistrationPayload(values));
      void toast.success(REGISTERED_MESSAGE);
      // The guest-only guard moves a logged-in user on at once: make it go to the cabinet as well.
      rememberRedirect(CABINET_PATH);
      await loginWithToken({ token, refreshToken });
      navigate(CABINET_PATH, { replace: true });
    } catch (error) {
      const violations = apiViolations(error);
      if (violations.length === 0) {
        void toast.error(apiErrorMessage(error));
        return;
      }
      const unmapped = applyViolations(violations, helpers, { fields: leafPaths(values) });
      for (const violation of unmapped) void toast.error(violation.message);
    }
  };

  return (
    <div className="cabinet-page">
      <AuthCard title="Регистрация" wide>
        <ShopForm<RegistrationValues>
          id="registration"
          schema={registrationSchema}
          initialValues={initialRegistrationValues}
          onSubmit={submit}
          aria-label="Регистрация"
        >
          {({ values }) => (
            <>
              <RadioGroupField<UserType>
                name="type"
                label="Тип покупателя"
                options={userTypes}
                fieldClassName="registration-type"
              />
              <fieldset className="registration-fieldset" aria-label="Учётная запись">
                <legend>Учётная запись</legend>
                <div className="form-grid">
                  <TextField
                    name="email"
                    label="Email"
                    type="email"
                    inputMode="email"
                    autoComplete="email"
                    fieldClassName="form-wide"
                  />
                  <PasswordField
                    name="plainPassword.first"
                    label="Пароль"
                    help="Не менее 8 символов"
                    autoComplete="new-password"
                  />
                  <PasswordField
                    name="plainPassword.second"
                    label="Повтор пароля"
                    autoComplete="new-password"
                  />
                </div>
              </fieldset>
              <fieldset className="registration-fieldset" aria-label="Контактное лицо">
                <legend>Контактное лицо</legend>
                <div className="form-grid">
                  <PersonFields />
                </div>
              </fieldset>
              {values.type === 'business' && <CompanyFields companyTypes={companyTypes} />}
              <p className="cabinet-muted">
                Заказывать можно сразу после регистрации — по <Link to="/oferta">публичной оферте</Link>.
                {values.type === 'business' &&
                  ' Заявку на договор поставки (оплата по счёту, кредитный лимит, отсрочка) получит менеджер.'}
              </p>
              <div className="auth-actions">
                <SubmitButton size="large">Зарегистрироваться</SubmitButton>
                <span className="cabinet-muted">
                  Уже есть учётная запись? <Link to="/auth/login">Войти</Link>
                </span>
              </div>
            </>
          )}
        </ShopForm>
      </AuthCard>
    </div>
  );
}
