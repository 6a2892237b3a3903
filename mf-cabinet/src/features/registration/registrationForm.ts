import type { Company, RegistrationForm } from '@shop/shared';
import { normalizePhone } from '@shop/shared/validation';
import { emptyCompany, trimCompany } from '../common/companyForm';

/** The form keeps a company block for every user type, so switching the type back and forth keeps what was typed. */
export interface RegistrationValues extends Omit<RegistrationForm, 'company'> {
  company: Company;
}

export const initialRegistrationValues: RegistrationValues = {
  type: 'retail',
  email: '',
  plainPassword: { first: '', second: '' },
  lastName: '',
  firstName: '',
  middleName: '',
  phone: '',
  address: '',
  company: emptyCompany,
};

/** `POST /api/user/registration` body: trimmed, phone as `+7XXXXXXXXXX`, no company for a private person. */
export function toRegistrationPayload(values: RegistrationValues): RegistrationForm {
  return {
    type: values.type,
    email: values.email.trim(),
    plainPassword: { ...values.plainPassword },
    lastName: values.lastName.trim(),
    firstName: values.firstName.trim(),
    middleName: values.middleName.trim(),
    phone: normalizePhone(values.phone) ?? values.phone.trim(),
    address: values.address.trim(),
    company: values.type === 'business' ? trimCompany(values.company) : null,
  };
}
