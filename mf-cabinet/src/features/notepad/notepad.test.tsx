import { screen, waitFor, within } from '@testing-library/react';
import type { NotepadRecord, Offer } from '@shop/shared';
import { cartApi, carsApi, notepadApi } from '@shop/shared/api';
import { useCartCount } from '@shop/shared/cart';
import { toast } from '@shop/shared/ui';
import { deferred, httpError, setSession, setupUser } from '@shop/shared/testing';
import { makeUser } from '../../test/fixtures';
import { renderAt } from '../../test/render';

jest.mock('../../api/price-list', () =>
  jest
    .requireActual('@shop/shared/testing/mocks')
    .clientModuleMock(jest.requireActual('../../api/price-list')),
);
jest.mock('@shop/shared/api', () => jest.requireActual('../../test/mocks').apiModuleMock());
jest.mock('@shop/shared/ui', () => jest.requireActual('@shop/shared/testing/mocks').uiModuleMock());

jest.setTimeout(30000);

const offer = (overrides: Partial<Offer> = {}): Offer => ({
  itemKey: 's1',
  vendor: { id: 1, name: 'Склад Симферополь', isRemote: false },
  price: 512,
  amount: 10,
  amountString: '10',
  minAmount: 1,
  multiplicityAmount: 1,
  deliveryTime: 24,
  isStock: true,
  refund: { isAllowed: true, percent: 0, conditions: '' },
  cartAmount: 0,
  ...overrides,
});

const record = (id: number, number: string, overrides: Partial<NotepadRecord> = {}): NotepadRecord => ({
  id,
  good: { id: id * 10, name: 'Фильтр масляный', number, brand: { name: 'MANN-FILTER' }, isInFavorite: true },
  amount: 2,
  comment: '',
  car: null,
  offer: offer(),
  ...overrides,
});

const lada = {
  id: 7,
  mark: 'Lada',
  model: 'Vesta',
  modification: '',
  vin: null,
  year: null,
  catalogVehicle: null,
};

beforeEach(() => {
  setSession(makeUser());
  jest.mocked(notepadApi.list).mockReset();
  jest.mocked(carsApi.list).mockReset().mockResolvedValue([lada]);
  jest.mocked(cartApi.add).mockReset();
});

const records = () => screen.findByRole('list', { name: 'Список избранного' });

describe('/cabinet/notepad', () => {
  it('shows the loading state, then each record with its note, car and best offer', async () => {
    const answer = deferred<NotepadRecord[]>();
    jest.mocked(notepadApi.list).mockReturnValue(answer.promise);
    renderAt('/cabinet/notepad');
    expect(await screen.findByRole('heading', { name: 'Избранное' })).toBeInTheDocument();
    expect(document.title).toBe('Избранное — АвтоДеталь');
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка избранного…');
    answer.resolve([
      record(1, 'W 712/75', {
        comment: 'на ТО',
        car: { id: 7, mark: 'Lada', model: 'Vesta', modification: '' },
      }),
      record(2, 'W 712/73', { offer: null }),
    ]);
    const list = await records();
    const first = within(list).getByRole('listitem', { name: 'MANN-FILTER W 712/75' });
    expect(within(first).getByRole('link', { name: 'MANN-FILTER W 712/75' })).toHaveAttribute(
      'href',
      '/search?brandName=MANN-FILTER&number=W+712%2F75',
    );
    expect(first).toHaveTextContent('на ТО');
    expect(first).toHaveTextContent('Lada Vesta');
    expect(first).toHaveTextContent(/512/);
    expect(first).toHaveTextContent('Склад Симферополь');
    const second = within(list).getByRole('listitem', { name: 'MANN-FILTER W 712/73' });
    expect(second).toHaveTextContent('Нет в наличии');
    expect(within(second).getByRole('button', { name: 'В корзину MANN-FILTER W 712/73' })).toBeDisabled();
  });

  it('says when the notepad is empty and when nothing matches the filters', async () => {
    jest.mocked(notepadApi.list).mockResolvedValue([]);
    renderAt('/cabinet/notepad');
    const user = setupUser();
    expect(await screen.findByText(/В избранном пока пусто/)).toBeInTheDocument();
    await user.type(
      screen.getByRole('searchbox', { name: 'Поиск по номеру, названию или комментарию' }),
      'w712{Enter}',
    );
    await waitFor(() =>
      expect(notepadApi.list).toHaveBeenLastCalledWith(
        { text: 'w712', brand: undefined, car: undefined },
        expect.anything(),
      ),
    );
    expect(await screen.findByText('Нет записей, подходящих под условия')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Автомобиль' }));
    await user.click(await screen.findByText('Lada Vesta'));
    await waitFor(() =>
      expect(notepadApi.list).toHaveBeenLastCalledWith(
        { text: 'w712', brand: undefined, car: 7 },
        expect.anything(),
      ),
    );
  });

  it("puts the record's amount of its best offer in the cart, checked by the quantity rules", async () => {
    jest
      .mocked(notepadApi.list)
      .mockResolvedValue([
        record(1, 'W 712/75'),
        record(2, 'W 712/73', { amount: 3, offer: offer({ itemKey: 's2', multiplicityAmount: 2 }) }),
      ]);
    jest.mocked(cartApi.add).mockResolvedValue({ message: 'Товар добавлен в корзину', cartCount: 4 });
    renderAt('/cabinet/notepad');
    const user = setupUser();
    await records();
    await user.click(screen.getByRole('button', { name: 'В корзину MANN-FILTER W 712/75' }));
    await waitFor(() =>
      expect(cartApi.add).toHaveBeenCalledWith({ itemKey: 's1', amount: 2, reference: '', searchId: null }),
    );
    expect(toast.success).toHaveBeenCalledWith('Товар добавлен в корзину');
    expect(useCartCount.getState().count).toBe(4);
    const first = screen.getByRole('button', { name: 'В корзину MANN-FILTER W 712/75' });
    // A button spinning while its addition runs takes no click.
    await waitFor(() => expect(first).not.toHaveClass('ant-btn-loading'));

    // The server's refusal, named as a violation and as an error: one toast.
    jest.mocked(cartApi.add).mockRejectedValueOnce(
      httpError(400, {
        violations: [
          {
            propertyPath: 'itemKey',
            message: 'Этот товар есть на складе вашего офиса: сначала добавьте его оттуда',
          },
        ],
        errors: ['Этот товар есть на складе вашего офиса: сначала добавьте его оттуда'],
      }),
    );
    await user.click(screen.getByRole('button', { name: 'В корзину MANN-FILTER W 712/75' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
    expect(toast.error).toHaveBeenCalledWith(
      'Ошибка при добавлении в корзину',
      'Этот товар есть на складе вашего офиса: сначала добавьте его оттуда',
    );
    jest.mocked(toast.error).mockClear();

    await user.click(screen.getByRole('button', { name: 'В корзину MANN-FILTER W 712/73' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Ошибка при добавлении в корзину', 'Кратность заказа 2'),
    );
    expect(cartApi.add).toHaveBeenCalledTimes(2);
  });

  it('edits a record through the modal and reads the list again', async () => {
    jest.mocked(notepadApi.list).mockResolvedValue([record(1, 'W 712/75')]);
    jest.mocked(notepadApi.update).mockResolvedValue(record(1, 'W 712/75', { amount: 5 }));
    renderAt('/cabinet/notepad');
    const user = setupUser();
    await records();
    await user.click(screen.getByRole('button', { name: 'Изменить запись MANN-FILTER W 712/75' }));
    // The modal's form carries its title (antd's dialog is named through an id the test setup fixes).
    const dialog = await screen.findByRole('form', { name: 'Обновить запись' });
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Запись обновлена'));
    await waitFor(() => expect(notepadApi.list).toHaveBeenCalledTimes(2));
  });

  it('offers a retry when the list cannot be read', async () => {
    jest
      .mocked(notepadApi.list)
      .mockRejectedValueOnce(httpError(500))
      .mockResolvedValue([record(1, 'W 712/75')]);
    renderAt('/cabinet/notepad');
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Повторить' }));
    expect(await records()).toBeInTheDocument();
  });
});
