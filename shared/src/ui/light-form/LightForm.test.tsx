import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as yup from 'yup';
import { LightForm } from './LightForm';
import { LightPasswordField, LightSubmitButton, LightTextField, Notice } from './fields';

const schema = yup.object({
  email: yup.string().required('Укажите email'),
  password: yup.string().required('Укажите пароль'),
});

function Login({ onSubmit, disabled }: { onSubmit: (values: unknown) => void; disabled?: boolean }) {
  return (
    <LightForm
      id="login"
      schema={schema}
      initialValues={{ email: '', password: '' }}
      onSubmit={onSubmit}
      disabled={disabled}
      aria-label="Вход"
    >
      <LightTextField name="email" label="Email" type="email" />
      <LightPasswordField name="password" label="Пароль" />
      <LightSubmitButton>Войти</LightSubmitButton>
    </LightForm>
  );
}

test('draws labelled native controls with the required marker from the schema', () => {
  render(<Login onSubmit={jest.fn()} />);
  const email = screen.getByLabelText('Email');
  expect(email.tagName).toBe('INPUT');
  expect(email).toHaveAttribute('id', 'login_email');
  expect(email).toHaveAttribute('aria-required', 'true');
  expect(screen.getByText('Email')).toHaveClass('shop-form-field-required');
  expect(screen.getByLabelText('Пароль')).toHaveAttribute('type', 'password');
  expect(document.querySelector('.ant-input, .ant-btn')).toBeNull();
});

test('shows the errors under the fields on submit and points the inputs at them', async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn();
  render(<Login onSubmit={onSubmit} />);
  await user.click(screen.getByRole('button', { name: 'Войти' }));
  const email = screen.getByLabelText('Email');
  expect(await screen.findByText('Укажите email')).toHaveAttribute('id', 'login_email_help');
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(email).toHaveAttribute('aria-describedby', 'login_email_help');
  expect(email).toHaveClass('shop-input-error');
  expect(onSubmit).not.toHaveBeenCalled();

  await user.type(email, 'a@b.ru');
  await user.type(screen.getByLabelText('Пароль'), 'secret');
  await user.click(screen.getByRole('button', { name: 'Войти' }));
  expect(onSubmit).toHaveBeenCalledWith({ email: 'a@b.ru', password: 'secret' }, expect.anything());
});

test('the eye button shows and hides the password', async () => {
  const user = userEvent.setup();
  render(<Login onSubmit={jest.fn()} />);
  const toggle = screen.getByRole('button', { name: 'Показать' });
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await user.click(toggle);
  expect(screen.getByLabelText('Пароль')).toHaveAttribute('type', 'text');
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await user.click(toggle);
  expect(screen.getByLabelText('Пароль')).toHaveAttribute('type', 'password');
});

test('a disabled form disables every control through its fieldset', () => {
  render(<Login onSubmit={jest.fn()} disabled />);
  expect(screen.getByLabelText('Email')).toBeDisabled();
  expect(screen.getByLabelText('Пароль')).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Войти' })).toBeDisabled();
});

test('a notice names its kind by role and carries the text', () => {
  render(
    <Notice type="error" role="alert">
      Неверный логин или пароль
    </Notice>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Неверный логин или пароль');
  expect(screen.getByRole('alert')).toHaveClass('shop-notice-error');
});
