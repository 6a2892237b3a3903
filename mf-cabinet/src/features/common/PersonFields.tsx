import { TextField } from '@shop/shared/ui/form';
import { PhoneField } from '@shop/shared/ui/form-phone';

/** The contact person's fields of the registration and profile forms (names of `ProfileForm`). */
export function PersonFields() {
  return (
    <>
      <TextField name="lastName" label="Фамилия" autoComplete="family-name" />
      <TextField name="firstName" label="Имя" autoComplete="given-name" />
      <TextField name="middleName" label="Отчество" autoComplete="additional-name" />
      <PhoneField name="phone" label="Телефон" />
      <TextField
        name="address"
        label="Адрес"
        help="Город, улица, дом — для доставки"
        autoComplete="street-address"
        fieldClassName="form-wide"
      />
    </>
  );
}
