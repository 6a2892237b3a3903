import { act, screen, waitFor, within } from '@testing-library/react';
import type { Contract, ContractTransaction, Paginated } from '@shop/shared';
import { contractsApi } from '@shop/shared/api';
import { formatDateTime } from '@shop/shared/format';
import { toast } from '@shop/shared/ui';
import { emulatePhone, httpError, setSession, setupUser, sizeCharts } from '@shop/shared/testing';
import { wholesaleBusiness } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import { clearContractsCache } from './useContracts';

jest.mock('../../api/price-list', () =>
  jest
    .requireActual('@shop/shared/testing/mocks')
    .clientModuleMock(jest.requireActual('../../api/price-list')),
);
jest.mock('@shop/shared/api', () => jest.requireActual('../../test/mocks').apiModuleMock());
jest.mock('@shop/shared/ui', () => jest.requireActual('@shop/shared/testing/mocks').uiModuleMock());

jest.setTimeout(20000);

const contract = (overrides: Partial<Contract>): Contract => ({
  id: 1,
  name: 'Основной договор',
  number: 'ОПТ-2026/17',
  type: 'business',
  balance: -12500,
  creditLimit: 50000,
  defermentPayment: 30,
  currency: 'RUB',
  overdueDebt: 0,
  isAccounting: true,
  isAllowQRPay: false,
  isCurrent: true,
  isForOrder: true,
  isOrderDeny: false,
  isOverdueCreditLimit: false,
  isOverdueDebt: false,
  isCashlessPayments: true,
  ...overrides,
});

const main = () => contract({});
const reserve = () =>
  contract({
    id: 2,
    name: 'Резервный договор',
    number: 'ОПТ-2026/18',
    balance: -61000.5,
    creditLimit: 10000,
    defermentPayment: 0,
    overdueDebt: 1234.5,
    isCurrent: false,
    isOrderDeny: true,
    isForOrder: false,
    isOverdueCreditLimit: true,
    isOverdueDebt: true,
  });

const movement = (id: number, overrides: Partial<ContractTransaction> = {}): ContractTransaction => ({
  id,
  kind: 'order',
  amount: -2500,
  balanceAfter: -12500,
  description: `Заказ № ${id}`,
  orderId: id,
  createdAt: '2026-11-20T09:30:00.000Z',
  ...overrides,
});

const page = (
  items: ContractTransaction[],
  total = items.length,
  number = 1,
): Paginated<ContractTransaction> => ({
  items,
  total,
  page: number,
  perPage: 20,
});

const text = (value: string) => value.replace(/\u00a0/g, ' ');
const card = (name: string) => screen.getByRole('listitem', { name });
const movements = () => screen.findByRole('table', { name: 'Операции по договору' });

beforeEach(() => {
  // Answers queued with `…Once` and left unused must not reach the next test.
  Object.values(contractsApi).forEach((method) => jest.mocked(method).mockReset());
  clearContractsCache();
  setSession(wholesaleBusiness());
});

describe('/cabinet/balance', () => {
  it('shows every contract with its figures, warnings and restrictions, the current one marked', async () => {
    jest.mocked(contractsApi.load).mockResolvedValue([main(), reserve()]);
    jest.mocked(contractsApi.transactions).mockResolvedValue(page([]));
    renderAt('/cabinet/balance');
    expect(await screen.findByRole('heading', { name: 'Баланс и договоры' })).toBeInTheDocument();
    expect(document.title).toBe('Баланс и договоры — АвтоДеталь');

    const first = await waitFor(() => card('Основной договор'));
    expect(first).toHaveAttribute('aria-current', 'true');
    expect(within(first).getByText('Текущий')).toBeInTheDocument();
    expect(within(first).getByText('ОПТ-2026/17')).toBeInTheDocument();
    expect(within(first).getByText('Для организаций')).toBeInTheDocument();
    expect(within(first).getByText('RUB')).toBeInTheDocument();
    const balance = within(first).getByText(
      (_content, element) => element?.tagName === 'DD' && text(element.textContent ?? '') === '-12 500 ₽',
    );
    expect(balance).toHaveClass('balance-minus');
    expect(text(within(first).getByText(/50 000/).textContent ?? '')).toBe('50 000 ₽');
    expect(text(within(first).getByText(/30/, { selector: 'dd' }).textContent ?? '')).toBe('30 дн.');
    expect(within(first).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: 'Сделать текущим' })).not.toBeInTheDocument();

    const second = card('Резервный договор');
    expect(second).not.toHaveAttribute('aria-current');
    const notes = within(second)
      .getAllByRole('alert')
      .map((alert) => text(alert.textContent ?? ''));
    expect(notes).toEqual([
      'У Вас имеется просроченная задолженность в размере 1 234,5 ₽',
      'Кредитный лимит превышает Ваш баланс',
      'Операции запрещены по данному договору',
      'Договор не предназначен для покупки',
    ]);
    expect(within(second).getByText('Нет')).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Сделать текущим' })).toBeInTheDocument();
    expect(await screen.findByText('Операций по договору нет')).toBeInTheDocument();
    expect(contractsApi.transactions).toHaveBeenCalledWith(1, 1);
  });

  it('makes another contract current at once, the server’s list confirming it', async () => {
    jest.mocked(contractsApi.load).mockResolvedValue([main(), reserve()]);
    jest.mocked(contractsApi.transactions).mockResolvedValue(page([]));
    let answer: (contracts: Contract[]) => void = () => undefined;
    jest.mocked(contractsApi.select).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderAt('/cabinet/balance');
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Сделать текущим' }));

    expect(contractsApi.select).toHaveBeenCalledWith(2);
    expect(card('Резервный договор')).toHaveAttribute('aria-current', 'true');
    expect(card('Основной договор')).not.toHaveAttribute('aria-current');
    expect(screen.getAllByText('Текущий')).toHaveLength(1);

    await act(async () =>
      answer([
        { ...main(), isCurrent: false },
        { ...reserve(), isCurrent: true, balance: 0 },
      ]),
    );
    const second = card('Резервный договор');
    expect(text(within(second).getByText(/^0/, { selector: 'dd' }).textContent ?? '')).toBe('0 ₽');
    expect(
      within(card('Основной договор')).getByRole('button', { name: 'Сделать текущим' }),
    ).toBeInTheDocument();
  });

  it('undoes the choice with a toast when the server refuses it', async () => {
    jest.mocked(contractsApi.load).mockResolvedValue([main(), reserve()]);
    jest.mocked(contractsApi.transactions).mockResolvedValue(page([]));
    jest.mocked(contractsApi.select).mockRejectedValue(httpError(404, { message: 'Договор не найден' }));
    renderAt('/cabinet/balance');
    await setupUser().click(await screen.findByRole('button', { name: 'Сделать текущим' }));
    await waitFor(() => expect(card('Основной договор')).toHaveAttribute('aria-current', 'true'));
    expect(card('Резервный договор')).not.toHaveAttribute('aria-current');
    expect(toast.error).toHaveBeenCalledWith('Не удалось сделать договор текущим', 'Договор не найден');
  });

  it('shows the movements of the chosen contract, 20 a page, signed and coloured', async () => {
    jest.mocked(contractsApi.load).mockResolvedValue([main(), reserve()]);
    jest.mocked(contractsApi.transactions).mockImplementation(async (id, number = 1) => {
      if (id === 1) return page([], 0);
      if (number === 2)
        return page(
          [movement(101, { kind: 'correction', amount: 0, orderId: null, description: 'Сверка' })],
          21,
          2,
        );
      return page(
        [
          movement(7, {
            kind: 'payment',
            amount: 5000,
            balanceAfter: -7500,
            description: 'Оплата заказа № 7 (online)',
          }),
          movement(6, { amount: -2500.5, balanceAfter: -12500.5 }),
        ],
        21,
      );
    });
    const { router } = renderAt('/cabinet/balance');
    const user = setupUser();
    expect(await screen.findByText('Операций по договору нет')).toBeInTheDocument();

    await user.click(within(card('Резервный договор')).getByRole('button', { name: 'Операции' }));
    expect(within(card('Резервный договор')).getByRole('button', { name: 'Операции' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const table = await movements();
    expect(
      screen.getByRole('heading', { name: /Операции по договору Резервный договор/ }),
    ).toBeInTheDocument();
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => text(cell.textContent ?? '')),
      );
    const date = formatDateTime('2026-11-20T09:30:00.000Z');
    expect(rows).toEqual([
      [date, 'Оплата', '+5 000 ₽', '-7 500 ₽', 'Оплата заказа № 7 (online)', '№ 7'],
      [date, 'Заказ', '-2 500,5 ₽', '-12 500,5 ₽', 'Заказ № 6', '№ 6'],
    ]);
    expect(within(table).getByText(/\+5 000/)).toHaveClass('balance-plus');
    expect(within(table).getByText(/-2 500,5/)).toHaveClass('balance-minus');
    expect(within(table).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Всего: 21')).toBeInTheDocument();

    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(contractsApi.transactions).toHaveBeenLastCalledWith(2, 2));
    const next = await movements();
    expect(within(next).getByText('Корректировка')).toBeInTheDocument();
    expect(within(next).getByText('—')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?contract=2&page=2');
  });
});

describe('/cabinet/balance chart', () => {
  let unsizeCharts: () => void;
  beforeEach(() => {
    unsizeCharts = sizeCharts();
  });
  afterEach(() => unsizeCharts());

  it('draws the balance after each movement, payments and orders marked, the credit limit and the overdue debt', async () => {
    jest.mocked(contractsApi.load).mockResolvedValue([reserve()]);
    jest.mocked(contractsApi.transactions).mockResolvedValue(
      page([
        movement(9, {
          kind: 'order',
          amount: -3000,
          balanceAfter: -61000.5,
          createdAt: '2026-11-22T10:00:00.000Z',
        }),
        movement(8, {
          kind: 'payment',
          amount: 5000,
          balanceAfter: -58000.5,
          createdAt: '2026-11-21T10:00:00.000Z',
        }),
        movement(7, {
          kind: 'order',
          amount: -4000,
          balanceAfter: -63000.5,
          createdAt: '2026-11-20T10:00:00.000Z',
        }),
      ]),
    );
    renderAt('/cabinet/balance');

    // The figures: the movements' table, as before.
    const table = await movements();
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText(text('-58 000,5 ₽'), { normalizer: text })).toBeInTheDocument();

    const figure = screen.getByRole('figure', { name: 'Баланс после операций этой страницы' });
    expect(within(figure).getByText('оплата')).toBeInTheDocument();
    expect(within(figure).getByText('кредитный лимит')).toBeInTheDocument();
    expect(within(figure).getByText(text('просрочено 1 234,5 ₽'), { normalizer: text })).toBeInTheDocument();

    // The drawing (recharts, a lazy chunk): a mark per movement by its kind, the limit and the overdue band.
    await waitFor(() => expect(figure.querySelectorAll('.balance-chart-mark')).toHaveLength(3), {
      timeout: 10000,
    });
    expect(figure.querySelectorAll('.balance-chart-mark-order')).toHaveLength(2);
    expect(figure.querySelectorAll('.balance-chart-mark-payment')).toHaveLength(1);
    expect(
      within(figure).getByText(text('Кредитный лимит 10 000 ₽'), { normalizer: text }),
    ).toBeInTheDocument();
    expect(figure.querySelectorAll('.balance-chart-overdue')).toHaveLength(1);
    expect(within(figure).getByText('20.11')).toBeInTheDocument();
  });
});

describe('/cabinet/balance refresh and states', () => {
  let onTeardown = () => undefined as void;
  afterEach(() => {
    jest.useRealTimers();
    onTeardown();
    onTeardown = () => undefined;
  });

  it('reads the contracts again every 15 s; a failed refresh keeps the list', async () => {
    jest
      .mocked(contractsApi.load)
      .mockResolvedValueOnce([main()])
      .mockRejectedValueOnce(httpError(500))
      .mockResolvedValue([{ ...main(), balance: 3000 }]);
    jest.mocked(contractsApi.transactions).mockResolvedValue(page([]));
    // Timers the test moves on, which also run by themselves so that the lazy page and antd still load.
    jest.useFakeTimers({ advanceTimers: true, doNotFake: ['nextTick', 'queueMicrotask'] });
    renderAt('/cabinet/balance');
    await waitFor(() => card('Основной договор'));
    expect(contractsApi.load).toHaveBeenCalledTimes(1);

    await act(async () => jest.advanceTimersByTime(15_000));
    expect(contractsApi.load).toHaveBeenCalledTimes(2);
    expect(card('Основной договор')).toBeInTheDocument();

    await act(async () => jest.advanceTimersByTime(15_000));
    expect(contractsApi.load).toHaveBeenCalledTimes(3);
    const balance = within(card('Основной договор')).getByText(/3 000/);
    expect(balance).toHaveClass('balance-plus');
  });

  it('offers a retry when the contracts fail to load and says when there are none', async () => {
    jest
      .mocked(contractsApi.load)
      .mockRejectedValueOnce(httpError(500, { message: 'Сервер недоступен' }))
      .mockResolvedValue([]);
    renderAt('/cabinet/balance');
    expect(await screen.findByText('Не удалось загрузить договоры')).toBeInTheDocument();
    expect(screen.getByText('Сервер недоступен')).toBeInTheDocument();
    await setupUser().click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText(/У Вас пока нет договоров/)).toBeInTheDocument();
    expect(contractsApi.transactions).not.toHaveBeenCalled();
  });

  it('shows the movements as cards on phones, and the kept list at once when the page opens again', async () => {
    jest.mocked(contractsApi.load).mockResolvedValue([main()]);
    jest
      .mocked(contractsApi.transactions)
      .mockResolvedValue(
        page([
          movement(6, { description: 'Заказ № 6' }),
          movement(5, { orderId: null, kind: 'refund', amount: 800 }),
        ]),
      );
    const first = renderAt('/cabinet/balance');
    await waitFor(() => card('Основной договор'));
    first.unmount();

    onTeardown = emulatePhone();
    renderAt('/cabinet/balance');
    // Within 5 min the list is shown from memory (SPEC §9: contracts cache 5 min).
    await waitFor(() => card('Основной договор'));
    expect(contractsApi.load).toHaveBeenCalledTimes(1);
    const cards = await screen.findByRole('list', { name: 'Операции по договору' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const items = within(cards).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('№ 6')).toBeInTheDocument();
    expect(text(within(items[1]!).getByText(/\+800/).textContent ?? '')).toBe('+800 ₽');
    expect(within(items[1]!).queryByText('Заказ')).not.toBeInTheDocument();
  });
});
