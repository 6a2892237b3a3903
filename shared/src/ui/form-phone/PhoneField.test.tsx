/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { object } from 'yup';
import { phoneSchema } from '@shop/shared/validation';
import { maskPlaceholder, PhoneField, toIMaskPattern } from './PhoneField.js';
import { ShopForm } from '@shop/shared/ui/form';

const schema = object({ phone: phoneSchema });

function renderPhone(phone: string, onValue: (value: string) => void = () => undefined) {
  return render(
    <ShopForm schema={schema} initialValues={{ phone }} onSubmit={(values) => onValue(values.phone)}>
      <PhoneField name="phone" />
      <button type="submit">OK</button>
    </ShopForm>,
  );
}

describe('PhoneField', () => {
  it('converts the shop mask notation to IMask patterns', () => {
    expect(toIMaskPattern('+7 (999) 999-99-99')).toBe('+7 (000) 000-00-00');
    expect(toIMaskPattern('a0*9')).toBe('\\a\\0\\*0');
    expect(maskPlaceholder('+7 (999) 999-99-99')).toBe('+7 (___) ___-__-__');
  });

  it('masks what is typed as +7 (999) 999-99-99 and keeps the masked text as the value', async () => {
    const onValue = jest.fn();
    renderPhone('', onValue);
    const input = screen.getByLabelText('Телефон');
    expect(input).toHaveAttribute('placeholder', '+7 (___) ___-__-__');
    await act(async () => {
      fireEvent.input(input, { target: { value: '9781234567' } });
    });
    expect(input).toHaveValue('+7 (978) 123-45-67');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    });
    expect(onValue).toHaveBeenCalledWith('+7 (978) 123-45-67');
  });

  it('shows a stored phone in the mask and marks the field required', async () => {
    renderPhone('+79781234567');
    await act(async () => undefined);
    expect(screen.getByLabelText('Телефон')).toHaveValue('+7 (978) 123-45-67');
    expect(screen.getByText('Телефон').closest('label')).toHaveClass('shop-form-field-required');
  });
});
