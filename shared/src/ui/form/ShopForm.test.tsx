/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { FormikHelpers } from 'formik';
import { object, string } from 'yup';
import { applyRuLocale } from '../../validation/index.js';
import { PasswordField } from './PasswordField.js';
import { ShopForm } from './ShopForm.js';
import { SubmitButton } from './SubmitButton.js';
import { TextField } from './TextField.js';
import { applyViolations } from './violations.js';
import { AutoSubmit } from './AutoSubmit.js';

applyRuLocale();

interface Values {
  email: string;
  lastName: string;
  company: { inn: string };
}

const schema = object({
  email: string().label('Email'),
  lastName: string().label('Фамилия').required(),
  company: object({ inn: string().label('ИНН').required() }),
});

const initialValues: Values = { email: '', lastName: '', company: { inn: '' } };

function renderForm(onSubmit: (values: Values, helpers: FormikHelpers<Values>) => void | Promise<void>) {
  return render(
    <ShopForm<Values> schema={schema} initialValues={initialValues} onSubmit={onSubmit} aria-label="Анкета">
      <TextField name="email" label="Email" />
      <TextField name="lastName" label="Фамилия" />
      <TextField name="company.inn" label="ИНН" />
      <PasswordField name="password" label="Пароль" />
      <SubmitButton>Сохранить</SubmitButton>
    </ShopForm>,
  );
}

describe('ShopForm', () => {
  let scrollIntoView: jest.Mock;

  beforeEach(() => {
    jest.useFakeTimers();
    scrollIntoView = jest.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
      configurable: true,
      value: scrollIntoView,
    });
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('after a failed submit scrolls to and focuses the first field with an error, 10 ms later', async () => {
    const onSubmit = jest.fn();
    renderForm(onSubmit);
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(5);
    });
    expect(await screen.findByText('Поле «Фамилия» не должно быть пустым')).toBeInTheDocument();
    expect(screen.getByText('Поле «ИНН» не должно быть пустым')).toBeInTheDocument();
    expect(scrollIntoView).not.toHaveBeenCalled();

    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toHaveAttribute('data-field', 'lastName');
    expect(screen.getByLabelText('Фамилия')).toHaveFocus();
  });

  it('scrolls to the server violations put on fields by applyViolations', async () => {
    const onSubmit = jest.fn(async (_values: Values, helpers: FormikHelpers<Values>) => {
      applyViolations([{ propertyPath: 'company.inn', message: 'Неверный ИНН' }], helpers);
    });
    renderForm(onSubmit);
    fireEvent.change(screen.getByLabelText('Фамилия'), { target: { value: 'Иванов' } });
    fireEvent.change(screen.getByLabelText('ИНН'), { target: { value: '1234567890' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Анкета' }));
    expect(await screen.findByText('Неверный ИНН')).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(scrollIntoView).not.toHaveBeenCalled();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toHaveAttribute('data-field', 'company.inn');
    expect(screen.getByLabelText('ИНН')).toHaveFocus();
  });

  it('does not scroll after a successful submit', async () => {
    const onSubmit = jest.fn();
    renderForm(onSubmit);
    fireEvent.change(screen.getByLabelText('Фамилия'), { target: { value: 'Иванов' } });
    fireEvent.change(screen.getByLabelText('ИНН'), { target: { value: '1234567890' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(20);
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});

describe('AutoSubmit', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('submits a changed form once typing has paused for the delay', async () => {
    const onSubmit = jest.fn();
    render(
      <ShopForm initialValues={{ query: '' }} onSubmit={onSubmit}>
        <TextField name="query" label="Поиск" />
        <AutoSubmit delay={500} />
      </ShopForm>,
    );
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Поиск'), { target: { value: 'mann' } });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(300);
    });
    fireEvent.change(screen.getByLabelText('Поиск'), { target: { value: 'mann w' } });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(499);
    });
    expect(onSubmit).not.toHaveBeenCalled();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ query: 'mann w' });
  });
});
