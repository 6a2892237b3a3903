import { screen, waitFor, within } from '@testing-library/react';
import type { Contract } from '@shop/shared';
import { contractsApi } from '@shop/shared/api';
import { setSession, setupUser, fill } from '@shop/shared/testing';
import { wholesaleBusiness } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import { goToBank } from './bank';
import { topupsApi, type Topup } from './topupsApi';

jest.mock('@shop/shared/api', () => jest.requireActual('../../test/mocks').apiModuleMock());
jest.mock('@shop/shared/ui', () => jest.requireActual('@shop/shared/testing/mocks').uiModuleMock());
jest.mock('./bank', () => ({ goToBank: jest.fn() }));
jest.mock('./topupsApi', () => ({
  ...jest.requireActual<object>('./topupsApi'),
  topupsApi: {
    start: jest.fn(),
    list: jest.fn(),
    show: jest.fn(),
    invoice: jest.fn(),
    invoicePdf: jest.fn(),
  },
}));

jest.setTimeout(30000);

const contract: Contract = {
  id: 4,
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
};

const topup = (overrides: Partial<Topup> = {}): Topup => ({
  id: 31,
  contract: { id: 4, number: 'ОПТ-2026/17', name: 'Основной договор', currency: 'RUB' },
  amount: 1500.5,
  method: 'bank',
  paid: false,
  createdAt: '2026-11-24T10:00:00Z',
  ...overrides,
});

beforeEach(() => {
  setSession(wholesaleBusiness());
  jest.mocked(contractsApi.load).mockResolvedValue([contract]);
  jest.mocked(topupsApi.list).mockResolvedValue([]);
  jest.mocked(topupsApi.start).mockReset();
  jest.mocked(goToBank).mockReset();
});

const form = () => screen.getByRole('form', { name: 'Пополнение баланса' });

describe('/replenishment/notes', () => {
  it('tells how to top up and refuses a sum by the shared rule before asking the server', async () => {
    renderAt('/replenishment/notes');
    const user = setupUser();
    expect(await screen.findByRole('heading', { name: 'Как пополнить баланс договора' })).toBeInTheDocument();
    await screen.findByRole('form', { name: 'Пополнение баланса' });
    await fill(user, within(form()).getByRole('textbox', { name: 'Сумма, ₽' }), '0,5');
    await user.click(within(form()).getByRole('button', { name: 'Пополнить' }));
    expect(await screen.findByText('Значение должно быть более или равно 1')).toBeInTheDocument();
    expect(topupsApi.start).not.toHaveBeenCalled();
    // SBP is not offered for a contract without it.
    expect(within(form()).getByRole('radio', { name: 'QR-код СБП' })).toBeDisabled();
  });

  it('an online top-up goes to the bank; an invoice is offered for download', async () => {
    jest.mocked(topupsApi.start).mockResolvedValueOnce({
      topup: topup({ method: 'online' }),
      confirmationUrl: 'http://bank.test/pay/1',
      qr: null,
    });
    renderAt('/replenishment/notes');
    const user = setupUser();
    await screen.findByRole('form', { name: 'Пополнение баланса' });
    await fill(user, within(form()).getByRole('textbox', { name: 'Сумма, ₽' }), '1 500,50');
    await user.click(within(form()).getByRole('button', { name: 'Пополнить' }));
    await waitFor(() => expect(goToBank).toHaveBeenCalledWith('http://bank.test/pay/1'));
    expect(topupsApi.start).toHaveBeenCalledWith({ contract: 4, amount: 1500.5, method: 'online' });

    jest.mocked(topupsApi.start).mockResolvedValueOnce({ topup: topup(), confirmationUrl: null, qr: null });
    await waitFor(() =>
      expect(within(form()).getByRole('button', { name: 'Пополнить' })).not.toHaveClass('ant-btn-loading'),
    );
    await user.click(within(form()).getByRole('radio', { name: 'Счёт для безналичной оплаты' }));
    await user.click(within(form()).getByRole('button', { name: 'Пополнить' }));
    expect(
      await screen.findByText(/Счёт № П-31 на .+ сформирован/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(topupsApi.start).toHaveBeenLastCalledWith({ contract: 4, amount: 1500.5, method: 'bank' });
    expect(screen.getByRole('button', { name: 'Скачать счёт' })).toBeInTheDocument();

    URL.createObjectURL = jest.fn(() => 'blob:http://localhost/topup-31');
    URL.revokeObjectURL = jest.fn();
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    jest.mocked(topupsApi.invoicePdf).mockResolvedValue(new Blob(['%PDF-1.3'], { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Скачать счёт в PDF' }));
    await waitFor(() => expect(saved).toEqual(['Счёт на пополнение баланса № П-31.pdf']));
    expect(topupsApi.invoicePdf).toHaveBeenCalledWith(31);
  });

  it('back from the bank, says the balance was topped up once the notification came', async () => {
    jest.mocked(topupsApi.show).mockResolvedValue(topup({ method: 'online', paid: true }));
    jest.mocked(topupsApi.list).mockResolvedValue([topup({ method: 'online', paid: true })]);
    renderAt('/replenishment/notes?topup=31');
    expect(await screen.findByText('Баланс пополнен')).toBeInTheDocument();
    expect(topupsApi.show).toHaveBeenCalledWith(31);
    const history = await screen.findByRole('list', { name: 'Последние пополнения' });
    expect(within(history).getByText('Зачислено')).toBeInTheDocument();
  });
});
