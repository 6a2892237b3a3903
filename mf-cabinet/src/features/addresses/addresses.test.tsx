import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AddressSuggestion, DeliveryAddress } from '@shop/shared';
import { addressesApi } from '@shop/shared/api';
import { toast } from '@shop/shared/ui';
import { clearAddressSuggestions } from '@shop/shared/ui/address';
import { deferred, fill, httpError, setSession, setupUser } from '@shop/shared/testing';
import { makeUser } from '../../test/fixtures';
import { renderAt } from '../../test/render';

jest.mock('../../api/price-list', () =>
  jest
    .requireActual('@shop/shared/testing/mocks')
    .clientModuleMock(jest.requireActual('../../api/price-list')),
);
jest.mock('@shop/shared/api', () => jest.requireActual('../../test/mocks').apiModuleMock());
jest.mock('@shop/shared/ui', () => jest.requireActual('@shop/shared/testing/mocks').uiModuleMock());

jest.setTimeout(20000);

const address = (id: number, text: string, name = ''): DeliveryAddress => ({
  id,
  uid: `00000000-0000-4000-8000-00000000000${id}`,
  address: text,
  regionId: '9100000000000',
  data: null,
  name,
});

const home = () => address(1, 'Респ Крым, г Симферополь, ул Киевская, д 10', 'Дом');
const office = () => address(2, 'г Севастополь, ул Большая Морская, д 3');

const suggestion = (value: string): AddressSuggestion => ({
  value,
  data: {
    country: 'Россия',
    region: 'Респ Крым',
    city: 'г Ялта',
    street: 'ул Морская',
    line1: 'ул Морская, д 5',
  },
});

const list = () => screen.getByRole('list', { name: 'Сохранённые адреса' });
const shownAddresses = () =>
  within(list())
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('.addresses-address')?.textContent);
const field = () => screen.getByRole('combobox', { name: 'Новый адрес' });

beforeEach(() => {
  Object.values(addressesApi).forEach((method) => jest.mocked(method).mockReset());
  clearAddressSuggestions();
  setSession(makeUser());
});

describe('/cabinet/delivery-addresses', () => {
  it('lists the saved addresses with their names', async () => {
    jest.mocked(addressesApi.list).mockResolvedValue([home(), office()]);
    renderAt('/cabinet/delivery-addresses');
    expect(await screen.findByRole('heading', { name: 'Адреса доставки' })).toBeInTheDocument();
    expect(document.title).toBe('Адреса доставки — АвтоДеталь');
    await waitFor(() => expect(shownAddresses()).toEqual([home().address, office().address]));
    expect(within(list()).getByText('Дом')).toBeInTheDocument();
  });

  it('shows a new address at once, then the saved one, and reads the list again', async () => {
    jest.mocked(addressesApi.list).mockResolvedValueOnce([home()]).mockResolvedValue([home(), office()]);
    const saving = deferred<DeliveryAddress>();
    jest.mocked(addressesApi.add).mockReturnValue(saving.promise);
    jest.mocked(addressesApi.suggest).mockResolvedValue([]);
    renderAt('/cabinet/delivery-addresses');
    const user = setupUser();
    await waitFor(() => expect(shownAddresses()).toEqual([home().address]));

    await fill(user, field(), `  ${office().address} `);
    await user.click(screen.getByRole('button', { name: 'Добавить адрес' }));
    await waitFor(() => expect(shownAddresses()).toEqual([home().address, office().address]));
    expect(addressesApi.add).toHaveBeenCalledWith(office().address, null);
    expect(within(list()).getByText('Сохраняется…')).toBeInTheDocument();
    expect(within(list()).getByRole('button', { name: `Удалить адрес ${office().address}` })).toBeDisabled();
    expect(field()).toHaveValue('');

    await act(async () => saving.resolve(office()));
    await waitFor(() => expect(within(list()).queryByText('Сохраняется…')).not.toBeInTheDocument());
    expect(within(list()).getByRole('button', { name: `Удалить адрес ${office().address}` })).toBeEnabled();
    expect(addressesApi.list).toHaveBeenCalledTimes(2);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('takes the address back into the form with a toast when the server refuses it', async () => {
    jest.mocked(addressesApi.list).mockResolvedValue([]);
    jest.mocked(addressesApi.add).mockRejectedValue(
      httpError(422, {
        message: 'Ошибка валидации',
        violations: [
          { propertyPath: 'value', message: 'Поле «Адрес» должно содержать не более 500 символов' },
        ],
      }),
    );
    jest.mocked(addressesApi.suggest).mockResolvedValue([]);
    renderAt('/cabinet/delivery-addresses');
    const user = setupUser();
    expect(await screen.findByText(/Сохранённых адресов пока нет/)).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Добавить адрес' }));
    expect(await screen.findByText('Поле «Адрес» не должно быть пустым')).toBeInTheDocument();
    expect(addressesApi.add).not.toHaveBeenCalled();

    await fill(user, field(), 'г Ялта, ул Морская, д 5');
    await user.click(screen.getByRole('button', { name: 'Добавить адрес' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Не удалось сохранить адрес',
        'Поле «Адрес» должно содержать не более 500 символов',
      ),
    );
    expect(await screen.findByText(/Сохранённых адресов пока нет/)).toBeInTheDocument();
    await waitFor(() => expect(field()).toHaveValue('г Ялта, ул Морская, д 5'));
  });

  it('deletes after the confirmation at once and puts the address back when the server refuses', async () => {
    jest.mocked(addressesApi.list).mockResolvedValue([home(), office()]);
    const deleting = deferred<undefined>();
    jest.mocked(addressesApi.remove).mockReturnValue(deleting.promise);
    renderAt('/cabinet/delivery-addresses');
    const user = setupUser();
    await waitFor(() => expect(shownAddresses()).toEqual([home().address, office().address]));

    await user.click(screen.getByRole('button', { name: `Удалить адрес ${home().address}` }));
    const dialog = await screen.findByRole('tooltip');
    expect(within(dialog).getByText('Удалить адрес?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(shownAddresses()).toEqual([office().address]));
    expect(addressesApi.remove).toHaveBeenCalledWith(home().uid);

    await act(async () => deleting.reject(httpError(500, { message: 'Сервер недоступен' })));
    await waitFor(() => expect(shownAddresses()).toEqual([home().address, office().address]));
    expect(toast.error).toHaveBeenCalledWith('Не удалось удалить адрес', 'Сервер недоступен');
    expect(addressesApi.list).toHaveBeenCalledTimes(2);
  });

  it('suggests addresses from 3 characters after a 500 ms pause and saves the chosen one with its data', async () => {
    jest.mocked(addressesApi.list).mockResolvedValue([]);
    jest.mocked(addressesApi.suggest).mockResolvedValue([suggestion('Респ Крым, г Ялта, ул Морская, д 5')]);
    jest.mocked(addressesApi.add).mockResolvedValue(address(3, 'Респ Крым, г Ялта, ул Морская, д 5'));
    // Timers the test moves on, which also run by themselves so that the lazy page and antd still load.
    jest.useFakeTimers({ advanceTimers: true, doNotFake: ['nextTick', 'queueMicrotask'] });
    try {
      renderAt('/cabinet/delivery-addresses');
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      await screen.findByText(/Сохранённых адресов пока нет/);

      await user.type(field(), 'Ял');
      act(() => jest.advanceTimersByTime(600));
      expect(addressesApi.suggest).not.toHaveBeenCalled();
      await user.type(field(), 'т');
      act(() => jest.advanceTimersByTime(400));
      expect(addressesApi.suggest).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(100));
      expect(addressesApi.suggest).toHaveBeenCalledWith('Ялт');

      const option = await waitFor(() => {
        const found = document.querySelector<HTMLElement>('.address-input-popup .ant-select-item-option');
        if (!found) throw new Error('no suggestion');
        return found;
      });
      await user.click(option);
      expect(field()).toHaveValue('Респ Крым, г Ялта, ул Морская, д 5');
      await user.click(screen.getByRole('button', { name: 'Добавить адрес' }));
      await waitFor(() =>
        expect(addressesApi.add).toHaveBeenCalledWith(
          'Респ Крым, г Ялта, ул Морская, д 5',
          suggestion('Респ Крым, г Ялта, ул Морская, д 5').data,
        ),
      );
    } finally {
      jest.useRealTimers();
    }
  });
});
