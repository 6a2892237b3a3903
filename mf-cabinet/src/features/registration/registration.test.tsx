import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { requisitesApi, userApi } from '@shop/shared/api';
import { suggestBanks, suggestCompanies } from '@shop/shared/ui/requisites';
import { toast } from '@shop/shared/ui';
import { makeUser } from '../../test/fixtures';
import { httpError } from '@shop/shared/testing';
import { fill, setupUser } from '@shop/shared/testing';
import { renderAt } from '../../test/render';
import { loginAs, setSession } from '@shop/shared/testing';
import { userTypeOptions, type BankSuggestion, type CompanySuggestion } from '@shop/shared';
import { toRegistrationPayload, initialRegistrationValues } from './registrationForm';

jest.mock('../../api/price-list', () =>
  jest
    .requireActual('@shop/shared/testing/mocks')
    .clientModuleMock(jest.requireActual('../../api/price-list')),
);
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

beforeEach(() => {
  suggestCompanies.clear();
  suggestBanks.clear();
  jest.mocked(requisitesApi.companies).mockResolvedValue([]);
  jest.mocked(requisitesApi.banks).mockResolvedValue([]);
});

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
    expect(screen.getByRole('link', { name: 'публичной оферте' })).toHaveAttribute('href', '/oferta');
    expect(screen.queryByText(/Заявку на договор поставки/)).not.toBeInTheDocument();

    await user.click(screen.getByText('Юридическое лицо или ИП'));
    const company = await screen.findByRole('group', { name: 'Реквизиты организации' });
    expect(screen.getByText(/Заявку на договор поставки .* получит менеджер/)).toBeInTheDocument();
    expect(within(company).getByLabelText('ИНН')).toBeInTheDocument();
    expect(within(company).getByLabelText('КПП')).toBeInTheDocument();
    expect(within(company).getByText('ИНН').closest('label')).toHaveClass('shop-form-field-required');
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

function company(value: string, data: Partial<CompanySuggestion['data']>): CompanySuggestion {
  return {
    value,
    data: {
      inn: '9102017345',
      kpp: '910201001',
      type: 'LEGAL',
      name: { short: value },
      opf: { short: 'ООО' },
      address: null,
      state: { status: 'ACTIVE' },
      ...data,
    },
  };
}

const autoparts = company('ООО «Автозапчасти Крым»', {
  name: { short: 'Автозапчасти Крым', short_with_opf: 'ООО «Автозапчасти Крым»' },
  address: {
    value: 'Респ Крым, г Симферополь, ул Киевская, д 120',
    unrestricted_value: '295000, Респ Крым, г Симферополь, ул Киевская, д 120',
  },
});
const liquidated = company('ООО «Евпатория-Авто»', {
  inn: '9110012936',
  kpp: '911001001',
  state: { status: 'LIQUIDATED' },
});
const rnkb: BankSuggestion = {
  value: 'РНКБ БАНК (ПАО)',
  data: {
    bic: '043510607',
    correspondent_account: '30101810335100000607',
    name: { payment: 'РНКБ БАНК (ПАО)', short: 'РНКБ Банк' },
    address: { value: 'г Симферополь' },
  },
};

describe('company and bank suggestions on /auth/registration (SPEC §3)', () => {
  beforeEach(() => {
    setSession(null);
    jest.mocked(userApi.types).mockResolvedValue(types);
  });

  async function openCompany() {
    renderAt('/auth/registration');
    const user = setupUser();
    await user.click(await screen.findByText('Юридическое лицо или ИП'));
    const group = await screen.findByRole('group', { name: 'Реквизиты организации' });
    return { user, group };
  }

  it('fills the name, КПП, legal form and address from the company chosen by ИНН; a liquidated one is struck through', async () => {
    jest.mocked(requisitesApi.companies).mockResolvedValue([autoparts, liquidated]);
    const { user, group } = await openCompany();
    await fill(user, within(group).getByLabelText('ИНН'), '910');
    const option = await screen.findByText('ООО «Автозапчасти Крым»', {}, { timeout: 3000 });
    expect(requisitesApi.companies).toHaveBeenCalledTimes(1);
    expect(requisitesApi.companies).toHaveBeenCalledWith('910');
    const struck = screen.getByText('ООО «Евпатория-Авто»');
    expect(struck.tagName).toBe('DEL');
    expect(option.tagName).not.toBe('DEL');
    expect(screen.getByText(/ликвидирована/)).toBeInTheDocument();

    await user.click(option);
    await waitFor(() => expect(within(group).getByLabelText('ИНН')).toHaveValue('9102017345'));
    expect(within(group).getByLabelText('Наименование организации')).toHaveValue('Автозапчасти Крым');
    expect(within(group).getByLabelText('КПП')).toHaveValue('910201001');
    expect(within(group).getByLabelText('Юридический адрес')).toHaveValue(
      '295000, Респ Крым, г Симферополь, ул Киевская, д 120',
    );
    expect(within(group).getByTitle('ООО')).toBeInTheDocument();
  });

  it('says so when company suggestions are unavailable, and the ИНН is still typed by hand', async () => {
    const message = 'Подсказки организаций сейчас недоступны. Заполните реквизиты вручную.';
    jest.mocked(requisitesApi.companies).mockRejectedValue(httpError(503, { message }));
    const { user, group } = await openCompany();
    await fill(user, within(group).getByLabelText('ИНН'), '9102017345');
    expect(await screen.findByText(message, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(within(group).getByLabelText('ИНН')).toHaveValue('9102017345');
  });

  it('fills the bank name and К/С from the bank chosen by БИК', async () => {
    jest.mocked(requisitesApi.banks).mockResolvedValue([rnkb]);
    const { user, group } = await openCompany();
    await fill(user, within(group).getByLabelText('БИК'), '0435');
    await user.click(await screen.findByText('РНКБ БАНК (ПАО)', {}, { timeout: 3000 }));
    await waitFor(() => expect(within(group).getByLabelText('БИК')).toHaveValue('043510607'));
    expect(within(group).getByLabelText('Наименование банка')).toHaveValue('РНКБ БАНК (ПАО)');
    expect(within(group).getByLabelText('К/С')).toHaveValue('30101810335100000607');
    expect(requisitesApi.banks).toHaveBeenCalledWith('0435');
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
