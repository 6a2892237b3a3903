import { screen, waitFor, within } from '@testing-library/react';
import { userTypeOptions, type User } from '@shop/shared';
import { useSession } from '@shop/shared/session';
import { requisitesApi, userApi } from '@shop/shared/api';
import { toast } from '@shop/shared/ui';
import { makeUser } from '../../test/fixtures';
import { fill, setupUser } from '@shop/shared/testing';
import { httpError } from '@shop/shared/testing';
import { renderAt } from '../../test/render';
import { setSession } from '@shop/shared/testing';

jest.mock('../../api/price-list', () =>
  jest
    .requireActual('@shop/shared/testing/mocks')
    .clientModuleMock(jest.requireActual('../../api/price-list')),
);
jest.mock('@shop/shared/api', () => jest.requireActual('../../test/mocks').apiModuleMock());
jest.mock('@shop/shared/ui', () => jest.requireActual('@shop/shared/testing/mocks').uiModuleMock());

jest.setTimeout(20000);

async function openProfile() {
  const fetchUser = jest.fn(async () => makeUser());
  setSession(makeUser(), { fetchUser });
  renderAt('/cabinet/profile');
  const form = await screen.findByRole('form', { name: 'Личные данные' });
  return { fetchUser, form, user: setupUser() };
}

describe('/cabinet/profile', () => {
  it('is prefilled from the session, phone in the mask', async () => {
    const { form } = await openProfile();
    expect(within(form).getByLabelText('Фамилия')).toHaveValue('Иванов');
    expect(within(form).getByLabelText('Отчество')).toHaveValue('Иванович');
    expect(within(form).getByLabelText('Телефон')).toHaveValue('+7 (978) 123-45-67');
    expect(screen.getByText('ivanov@example.com')).toBeInTheDocument();
    expect(document.title).toBe('Профиль — АвтоДеталь');
  });

  it('saves the profile, says "Профиль успешно обновлён" and refreshes the session', async () => {
    jest.mocked(userApi.edit).mockResolvedValue({ message: 'Профиль успешно обновлён', user: makeUser() });
    const { form, fetchUser, user } = await openProfile();
    const address = within(form).getByLabelText('Адрес');
    await user.clear(address);
    await fill(user, address, 'Ялта, ул. Морская, 5');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('button', { name: 'Сохранить' })).toBeDisabled();
    expect(toast.success).toHaveBeenCalledWith('Профиль успешно обновлён');
    expect(fetchUser).toHaveBeenCalled();
    expect(userApi.edit).toHaveBeenCalledWith({
      lastName: 'Иванов',
      firstName: 'Иван',
      middleName: 'Иванович',
      phone: '+79781234567',
      address: 'Ялта, ул. Морская, 5',
    });
  });

  it('reports a failed update and puts the violations on the fields', async () => {
    jest.mocked(userApi.edit).mockRejectedValue(
      httpError(400, {
        violations: [{ propertyPath: 'firstName', message: 'Имя содержит недопустимые символы' }],
      }),
    );
    const { form, user } = await openProfile();
    await fill(user, within(form).getByLabelText('Имя'), '1');
    await user.keyboard('{Enter}');
    expect(await within(form).findByText('Имя содержит недопустимые символы')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Во время обновления профиля произошла ошибка', undefined);
  });
});

describe('password change on /cabinet/profile', () => {
  async function changePassword(current: string, next: string, repeat = next) {
    const { user } = await openProfile();
    const form = screen.getByRole('form', { name: 'Смена пароля' });
    await fill(user, within(form).getByLabelText('Текущий пароль'), current);
    await fill(user, within(form).getByLabelText('Новый пароль'), next);
    await fill(user, within(form).getByLabelText('Повтор пароля'), repeat);
    await user.click(within(form).getByRole('button', { name: 'Сменить пароль' }));
    return form;
  }

  it('says "Пароли не совпадают" when the repetition differs', async () => {
    const form = await changePassword('old-password', 'new-password-1', 'new-password-2');
    expect(await within(form).findByText('Пароли не совпадают')).toBeInTheDocument();
    expect(userApi.changePassword).not.toHaveBeenCalled();
  });

  it('changes the password and empties the form', async () => {
    jest.mocked(userApi.changePassword).mockResolvedValue({ message: 'Пароль успешно изменён' });
    const form = await changePassword('old-password', 'new-password-1');
    expect(await within(form).findByLabelText('Текущий пароль')).toHaveValue('');
    expect(toast.success).toHaveBeenCalledWith('Пароль успешно изменён');
    expect(userApi.changePassword).toHaveBeenCalledWith({
      currentPassword: 'old-password',
      plainPassword: { first: 'new-password-1', second: 'new-password-1' },
    });
  });

  it('shows the error of an HTTP 400 with an error field', async () => {
    jest
      .mocked(userApi.changePassword)
      .mockRejectedValue(
        httpError(400, { message: 'Неверный текущий пароль', error: 'Неверный текущий пароль' }),
      );
    const form = await changePassword('wrong-password', 'new-password-1');
    expect(await within(form).findByRole('alert')).toHaveTextContent('Неверный текущий пароль');
  });

  it('shows the general message for anything else', async () => {
    jest.mocked(userApi.changePassword).mockRejectedValue(httpError(500, { message: 'Сбой базы данных' }));
    const form = await changePassword('old-password', 'new-password-1');
    expect(await within(form).findByRole('alert')).toHaveTextContent('Произошла непредвиденная ошибка');
  });
});

describe('search settings on /cabinet/profile (SPEC §4: optimistic, rolled back on error, then refreshed)', () => {
  async function openSettings(settings: User['userSettings'] = {}) {
    const fetchUser = jest.fn(async () => useSession.getState().profile);
    setSession(makeUser({ userSettings: settings }), { fetchUser });
    renderAt('/cabinet/profile');
    const group = await screen.findByRole('group', { name: 'Настройки поиска' });
    return { fetchUser, group, user: setupUser() };
  }

  it('shows a change at once and keeps it when saved', async () => {
    jest.mocked(userApi.updateSettings).mockResolvedValue(makeUser());
    const { fetchUser, group, user } = await openSettings({ searchDeliveryTerm: 4 });
    expect(within(group).getByTitle('До 4-х дней')).toBeInTheDocument();
    await user.click(within(group).getByRole('combobox', { name: 'Порядок предложений' }));
    await user.click(await screen.findByTitle('Сначала дешёвые'));
    expect(userApi.updateSettings).toHaveBeenCalledWith({ searchSort: 'price-asc' });
    expect(useSession.getState().profile?.userSettings).toEqual({
      searchDeliveryTerm: 4,
      searchSort: 'price-asc',
    });
    await waitFor(() => expect(fetchUser).toHaveBeenCalled());
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('puts a refused change back and says so', async () => {
    let refuse: (error: unknown) => void = () => undefined;
    jest
      .mocked(userApi.updateSettings)
      .mockReturnValue(new Promise<User>((_resolve, reject) => (refuse = reject)));
    const { fetchUser, group, user } = await openSettings();
    const stock = within(group).getByRole('checkbox', { name: 'Только товары в наличии' });
    await user.click(stock);
    expect(stock).toBeChecked();
    expect(userApi.updateSettings).toHaveBeenCalledWith({ searchStockOnly: true });
    refuse(httpError(500, { message: 'Сервер недоступен' }));
    await waitFor(() => expect(stock).not.toBeChecked());
    expect(toast.error).toHaveBeenCalledWith(
      'Во время обновления профиля произошла ошибка',
      'Сервер недоступен',
    );
    expect(fetchUser).toHaveBeenCalled();
  });
});

describe('the requisites of a business buyer on /cabinet/profile', () => {
  const company = {
    type: 'ООО' as const,
    name: 'КрымАвтоТрейд',
    inn: '9102154711',
    kpp: '910201001',
    bik: '043510607',
    bankName: 'РНКБ Банк (ПАО)',
    correspondentAccount: '30101810335100000607',
    settlementAccount: '40702810741000012873',
    legalAddress: '295011, Респ Крым, г Симферополь, ул Гоголя, д 20',
  };

  it('shows them only to a business buyer and saves the company chosen by ИНН with the profile', async () => {
    jest.mocked(requisitesApi.companies).mockResolvedValue([
      {
        value: 'ООО «Автозапчасти Крым»',
        data: {
          inn: '9102017345',
          kpp: '910201001',
          type: 'LEGAL',
          name: { short: 'Автозапчасти Крым' },
          opf: { short: 'ООО' },
          address: { value: 'Респ Крым, г Симферополь, ул Киевская, д 120' },
          state: { status: 'ACTIVE' },
        },
      },
    ]);
    jest.mocked(userApi.edit).mockResolvedValue({ message: 'Профиль успешно обновлён', user: makeUser() });
    jest.mocked(userApi.types).mockResolvedValue(userTypeOptions);
    setSession(makeUser({ type: 'business', company }), { fetchUser: jest.fn(async () => null) });
    renderAt('/cabinet/profile');
    const group = await screen.findByRole('group', { name: 'Реквизиты организации' });
    const user = setupUser();
    expect(within(group).getByLabelText('ИНН')).toHaveValue('9102154711');
    await user.clear(within(group).getByLabelText('ИНН'));
    await fill(user, within(group).getByLabelText('ИНН'), '9102017');
    await user.click(await screen.findByText('ООО «Автозапчасти Крым»', {}, { timeout: 3000 }));
    await waitFor(() =>
      expect(within(group).getByLabelText('Наименование организации')).toHaveValue('Автозапчасти Крым'),
    );
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Профиль успешно обновлён'));
    expect(userApi.edit).toHaveBeenCalledWith(
      expect.objectContaining({
        company: {
          ...company,
          name: 'Автозапчасти Крым',
          inn: '9102017345',
          legalAddress: 'Респ Крым, г Симферополь, ул Киевская, д 120',
        },
      }),
    );
  });

  it('has no requisites for a private person', async () => {
    setSession(makeUser());
    renderAt('/cabinet/profile');
    await screen.findByRole('form', { name: 'Личные данные' });
    expect(screen.queryByRole('group', { name: 'Реквизиты организации' })).not.toBeInTheDocument();
  });
});
