import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { userApi } from '@shop/shared/api';
import { toast } from '@shop/shared/ui';
import { makeUser } from '../../test/fixtures';
import { httpError } from '@shop/shared/testing';
import { fill, setupUser } from '@shop/shared/testing';
import { renderAt } from '../../test/render';
import { loginAs, setSession } from '@shop/shared/testing';
import { userTypeOptions } from '@shop/shared';
import { toRegistrationPayload, initialRegistrationValues } from './registrationForm';

jest.mock('@shop/shared/api', () => jest.requireActual('../../test/mocks').apiModuleMock());
jest.mock('@shop/shared/ui', () => jest.requireActual('@shop/shared/testing/mocks').uiModuleMock());

// Typing a whole registration form key by key takes a few seconds in jsdom.
jest.setTimeout(30000);

const types = userTypeOptions;

async function fillPerson(user: UserEvent) {
  await fill(user, screen.getByLabelText('Email'), 'new@example.com');
  await fill(user, screen.getByLabelText('Пароль'), 'password-1');
  await fill(user, screen.getByLabelText('Повтор пароля'), 'password-1');
  await fill(user, screen.getByLabelText('Фамилия'), 'Сидоров');
  await fill(user, screen.getByLabelText('Имя'), 'Сидор');
  await fill(user, screen.getByLabelText('Телефон'), '9781234567');
}

describe('/auth/registration', () => {
  beforeEach(() => {
    setSession(null);
    jest.mocked(userApi.types).mockResolvedValue(types);
  });

  it('shows the company block only for a business buyer, without КПП for ИП', async () => {
    renderAt('/auth/registration');
    const user = setupUser();
    expect(await screen.findByRole('heading', { name: 'Регистрация' })).toBeInTheDocument();
    expect(document.title).toBe('Регистрация — АвтоДеталь');
    expect(screen.queryByRole('group', { name: 'Реквизиты организации' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Частное лицо' })).toBeChecked();

    await user.click(screen.getByText('Юридическое лицо или ИП'));
    const company = await screen.findByRole('group', { name: 'Реквизиты организации' });
    expect(within(company).getByLabelText('ИНН')).toBeInTheDocument();
    expect(within(company).getByLabelText('КПП')).toBeInTheDocument();
    expect(within(company).getByText('ИНН').closest('label')).toHaveClass('ant-form-item-required');
    expect(within(company).getByText('Не указано')).toBeInTheDocument();

    await user.click(within(company).getByLabelText('Организационно-правовая форма'));
    await user.click(await screen.findByTitle('ИП'));
    expect(within(company).queryByLabelText('КПП')).not.toBeInTheDocument();

    await user.click(screen.getByText('Частное лицо'));
    expect(screen.queryByRole('group', { name: 'Реквизиты организации' })).not.toBeInTheDocument();
  });

  it('says "Пароли не совпадают" when the repetition differs', async () => {
    renderAt('/auth/registration');
    const user = setupUser();
    await user.type(await screen.findByLabelText('Пароль'), 'password-1');
    await fill(user, screen.getByLabelText('Повтор пароля'), 'password-2');
    await user.tab();
    expect(await screen.findByText('Пароли не совпадают')).toBeInTheDocument();
  });

  it("puts the server's violations on the company fields", async () => {
    jest.mocked(userApi.register).mockRejectedValue(
      httpError(400, {
        message: 'Ошибка валидации',
        violations: [
          { propertyPath: 'company.inn', message: 'Организация с таким ИНН уже зарегистрирована' },
          { propertyPath: 'email', message: 'Пользователь с таким email уже зарегистрирован' },
        ],
      }),
    );
    renderAt('/auth/registration');
    const user = setupUser();
    await user.click(await screen.findByText('Юридическое лицо или ИП'));
    await fillPerson(user);
    const company = await screen.findByRole('group', { name: 'Реквизиты организации' });
    await fill(user, within(company).getByLabelText('Наименование организации'), 'Автомир');
    await fill(user, within(company).getByLabelText('ИНН'), '7707083893');
    await fill(user, within(company).getByLabelText('КПП'), '773601001');
    await fill(user, within(company).getByLabelText('БИК'), '044525225');
    await fill(user, within(company).getByLabelText('Юридический адрес'), 'Москва, ул. Вавилова, 19');
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));

    expect(await screen.findByText('Организация с таким ИНН уже зарегистрирована')).toBeInTheDocument();
    expect(screen.getByText('Пользователь с таким email уже зарегистрирован')).toBeInTheDocument();
    expect(within(company).getByLabelText('ИНН')).toHaveAttribute('aria-invalid', 'true');
    expect(userApi.register).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'business',
        phone: '+79781234567',
        company: expect.objectContaining({ type: '', name: 'Автомир', inn: '7707083893', kpp: '773601001' }),
      }),
    );
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('registers a private person, congratulates and opens the cabinet', async () => {
    const loginWithToken = loginAs(makeUser({ email: 'new@example.com' }));
    setSession(null, { loginWithToken });
    jest.mocked(userApi.register).mockResolvedValue({
      token: 'new-token',
      refreshToken: 'new-refresh',
      message: 'Поздравляем! Вы успешно зарегистрировались',
      user: makeUser({ email: 'new@example.com' }),
    });
    jest.mocked(userApi.curators).mockResolvedValue([]);
    const { router } = renderAt('/auth/registration');
    const user = setupUser();
    await screen.findByRole('heading', { name: 'Регистрация' });
    await fillPerson(user);
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { name: 'Личный кабинет' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cabinet');
    expect(toast.success).toHaveBeenCalledWith('Поздравляем! Вы успешно зарегистрировались');
    expect(loginWithToken).toHaveBeenCalledWith({ token: 'new-token', refreshToken: 'new-refresh' });
    expect(userApi.register).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'retail', email: 'new@example.com', company: null }),
    );
  });
});

describe('toRegistrationPayload', () => {
  it('drops the КПП of an individual entrepreneur and the company of a private person', () => {
    const business = toRegistrationPayload({
      ...initialRegistrationValues,
      type: 'business',
      phone: '+7 (978) 123-45-67',
      company: { ...initialRegistrationValues.company, type: 'ИП', name: ' ИП Иванов ', kpp: '773601001' },
    });
    expect(business.phone).toBe('+79781234567');
    expect(business.company).toEqual(expect.objectContaining({ type: 'ИП', name: 'ИП Иванов', kpp: '' }));
    expect(toRegistrationPayload({ ...initialRegistrationValues, type: 'retail' }).company).toBeNull();
  });
});
