import type { FormikHelpers } from 'formik';
import type { ProfileForm as ProfileValues, User } from '@shop/shared';
import { apiViolations, userApi } from '@shop/shared/api';
import { formatPhone } from '@shop/shared/format';
import { useSession } from '@shop/shared/session';
import { toast } from '@shop/shared/ui';
import { applyViolations, leafPaths, ShopForm, SubmitButton } from '@shop/shared/ui/form';
import { normalizePhone, profileSchema } from '@shop/shared/validation';
import { PersonFields } from '../common/PersonFields';
import '../common/common.css';

export const PROFILE_UPDATED = 'Профиль успешно обновлён';
export const PROFILE_UPDATE_FAILED = 'Во время обновления профиля произошла ошибка';

export function profileValues(user: User): ProfileValues {
  return {
    lastName: user.lastName,
    firstName: user.firstName,
    middleName: user.middleName,
    phone: user.phone ? formatPhone(user.phone) : '',
    address: user.address,
  };
}

function toPayload(values: ProfileValues): ProfileValues {
  return {
    lastName: values.lastName.trim(),
    firstName: values.firstName.trim(),
    middleName: values.middleName.trim(),
    phone: normalizePhone(values.phone) ?? values.phone.trim(),
    address: values.address.trim(),
  };
}

/** The personal data of the profile (`POST /api/user/edit`); a saved profile refreshes the session. */
export function ProfileForm({ user }: { user: User }) {
  const fetchUser = useSession((state) => state.fetchUser);

  const submit = async (values: ProfileValues, helpers: FormikHelpers<ProfileValues>) => {
    try {
      await userApi.edit(toPayload(values));
      void toast.success(PROFILE_UPDATED);
      helpers.resetForm({ values });
      await fetchUser();
    } catch (error) {
      const unmapped = applyViolations(apiViolations(error), helpers, { fields: leafPaths(values) });
      void toast.error(
        PROFILE_UPDATE_FAILED,
        unmapped.map((violation) => violation.message).join(' ') || undefined,
      );
    }
  };

  return (
    <ShopForm<ProfileValues>
      id="profile"
      schema={profileSchema}
      initialValues={profileValues(user)}
      onSubmit={submit}
      aria-label="Личные данные"
    >
      {({ dirty }) => (
        <>
          <div className="form-grid">
            <PersonFields />
          </div>
          <div className="profile-actions">
            <SubmitButton disabled={!dirty}>Сохранить</SubmitButton>
          </div>
        </>
      )}
    </ShopForm>
  );
}
