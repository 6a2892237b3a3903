import type { FormikHelpers } from 'formik';
import type { Company, ProfileForm, User } from '@shop/shared';
import { apiViolations, userApi } from '@shop/shared/api';
import { formatPhone } from '@shop/shared/format';
import { useSession } from '@shop/shared/session';
import { toast } from '@shop/shared/ui';
import { applyViolations, leafPaths, ShopForm, SubmitButton } from '@shop/shared/ui/form';
import { businessProfileSchema, normalizePhone, profileSchema } from '@shop/shared/validation';
import { CompanyFields } from '../common/CompanyFields';
import { emptyCompany, trimCompany } from '../common/companyForm';
import { useUserTypes } from '../common/useUserTypes';
import { PersonFields } from '../common/PersonFields';
import '../common/common.css';

export const PROFILE_UPDATED = 'Профиль успешно обновлён';
export const PROFILE_UPDATE_FAILED = 'Во время обновления профиля произошла ошибка';

/** The profile's values; a business buyer's also hold his company's requisites. */
type ProfileValues = ProfileForm & { company?: Company };

export function profileValues(user: User): ProfileValues {
  const person: ProfileForm = {
    lastName: user.lastName,
    firstName: user.firstName,
    middleName: user.middleName,
    phone: user.phone ? formatPhone(user.phone) : '',
    address: user.address,
  };
  return user.type === 'business' ? { ...person, company: user.company ?? emptyCompany } : person;
}

function toPayload(values: ProfileValues): ProfileValues {
  const person: ProfileForm = {
    lastName: values.lastName.trim(),
    firstName: values.firstName.trim(),
    middleName: values.middleName.trim(),
    phone: normalizePhone(values.phone) ?? values.phone.trim(),
    address: values.address.trim(),
  };
  return values.company ? { ...person, company: trimCompany(values.company) } : person;
}

/** The company's requisites with the legal forms of the server (asked only for a business buyer). */
function ProfileCompanyFields() {
  const { companyTypes } = useUserTypes();
  return <CompanyFields companyTypes={companyTypes} />;
}

/**
 * The personal data of the profile (`POST /api/user/edit`), with the company's requisites for a business buyer
 * (filled from the ИНН and БИК suggestions as at registration); a saved profile refreshes the session.
 */
export function ProfileForm({ user }: { user: User }) {
  const fetchUser = useSession((state) => state.fetchUser);
  const business = user.type === 'business';

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
      schema={business ? businessProfileSchema : profileSchema}
      initialValues={profileValues(user)}
      onSubmit={submit}
      aria-label="Личные данные"
    >
      {({ dirty }) => (
        <>
          <div className="form-grid">
            <PersonFields />
          </div>
          {business && <ProfileCompanyFields />}
          <div className="profile-actions">
            <SubmitButton disabled={!dirty}>Сохранить</SubmitButton>
          </div>
        </>
      )}
    </ShopForm>
  );
}
