/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { object, string } from 'yup';
import { applyRuLocale } from '../../validation/index.js';
import { FormField } from './FormField.js';
import { ShopForm } from './ShopForm.js';
import { TextField } from './TextField.js';

applyRuLocale();

const schema = object({
  lastName: string().label('Фамилия').required(),
  middleName: string().label('Отчество'),
});

function renderForm(initialErrors?: Record<string, unknown>) {
  return render(
    <ShopForm
      id="profile"
      schema={schema}
      initialValues={{ lastName: '', middleName: '' }}
      initialErrors={initialErrors}
      onSubmit={() => undefined}
    >
      <TextField name="lastName" label="Фамилия" help="Как в паспорте" />
      <TextField name="middleName" label="Отчество" help="Если есть" />
    </ShopForm>,
  );
}

describe('FormField', () => {
  it('disables every control of a disabled form', () => {
    render(
      <ShopForm initialValues={{ lastName: '' }} disabled onSubmit={() => undefined}>
        <TextField name="lastName" label="Фамилия" />
      </ShopForm>,
    );
    expect(screen.getByLabelText('Фамилия')).toBeDisabled();
  });

  it('marks a field required when the schema has a required rule for it', () => {
    renderForm();
    expect(screen.getByText('Фамилия').closest('label')).toHaveClass('shop-form-field-required');
    expect(screen.getByText('Отчество').closest('label')).not.toHaveClass('shop-form-field-required');
    expect(screen.getByLabelText('Фамилия')).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('Фамилия')).toHaveAttribute('id', 'profile_lastName');
  });

  it('shows an error only once the field is touched, and the help text otherwise', async () => {
    renderForm();
    const input = screen.getByLabelText('Фамилия');
    expect(screen.getByText('Как в паспорте')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('Как в паспорте');
    expect(input).not.toHaveClass('ant-input-status-error');
    fireEvent.change(input, { target: { value: 'x' } });
    fireEvent.change(input, { target: { value: '' } });
    await act(async () => undefined);
    expect(screen.queryByText('Поле «Фамилия» не должно быть пустым')).not.toBeInTheDocument();

    fireEvent.blur(input);
    expect(await screen.findByText('Поле «Фамилия» не должно быть пустым')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveClass('ant-input-status-error');
    expect(input).toHaveAccessibleDescription('Поле «Фамилия» не должно быть пустым');
    expect(screen.queryByText('Как в паспорте')).not.toBeInTheDocument();
    expect(screen.getByText('Если есть')).toBeInTheDocument();
  });

  it('shows only string errors: an object of errors belongs to the fields inside', async () => {
    render(
      <ShopForm
        initialValues={{ company: { inn: '' } }}
        initialErrors={{ company: { inn: 'Неверный ИНН' } }}
        initialTouched={{ company: { inn: true } }}
        onSubmit={() => undefined}
      >
        <FormField name="company" label="Организация" help="Реквизиты организации">
          <span>реквизиты</span>
        </FormField>
        <TextField name="company.inn" label="ИНН" />
      </ShopForm>,
    );
    expect(screen.getByText('Реквизиты организации')).toBeInTheDocument();
    expect(screen.getAllByText('Неверный ИНН')).toHaveLength(1);
  });
});
