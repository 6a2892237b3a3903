import { render, screen, waitFor, within } from '@testing-library/react';
import type { Contract } from '@shop/shared';
import { httpError, setupUser } from '@shop/shared/testing';
import { backOfficeApi } from './api';
import { ContractEditor } from './ContractEditor';

jest.mock('@shop/shared/ui', () => jest.requireActual('@shop/shared/testing/mocks').uiModuleMock());
jest.mock('./api', () => ({
  backOfficeApi: Object.fromEntries(
    ['createContract', 'changeContract', 'makeContractCurrent', 'closeContract'].map((name) => [
      name,
      jest.fn(),
    ]),
  ),
}));

jest.setTimeout(60000);

const offer: Contract = {
  id: 5,
  name: 'Розничный договор (публичная оферта)',
  number: 'РЗ-17',
  type: 'retail',
  balance: 0,
  creditLimit: 0,
  defermentPayment: 0,
  currency: 'RUB',
  overdueDebt: 0,
  isAccounting: false,
  isAllowQRPay: false,
  isCurrent: true,
  isForOrder: true,
  isOrderDeny: false,
  isOverdueCreditLimit: false,
  isOverdueDebt: false,
  isCashlessPayments: false,
};

describe('the back office’s contract editor', () => {
  it('checks a new contract by the shared rules before sending it, then sends numbers', async () => {
    const onChanged = jest.fn();
    jest.mocked(backOfficeApi.createContract).mockResolvedValue({ ...offer, id: 6, number: 'ОПТ-2025/7' });
    const user = setupUser();
    render(<ContractEditor customerId={17} contracts={[offer]} onChanged={onChanged} />);
    await user.click(screen.getByRole('button', { name: 'Добавить договор' }));
    const form = screen.getByRole('form', { name: 'Новый договор' });
    await user.type(within(form).getByLabelText('Отсрочка, дней'), '{Backspace}14');
    await user.click(within(form).getByRole('button', { name: 'Создать договор' }));
    expect(await within(form).findByText('Поле «Номер» не должно быть пустым')).toBeInTheDocument();
    expect(
      within(form).getByText('Отсрочка платежа возможна только при кредитном лимите'),
    ).toBeInTheDocument();
    expect(backOfficeApi.createContract).not.toHaveBeenCalled();

    await user.type(within(form).getByLabelText('Номер'), 'ОПТ-2025/7');
    await user.type(within(form).getByLabelText('Кредитный лимит'), '{Backspace}150000.50');
    await user.click(within(form).getByRole('button', { name: 'Создать договор' }));
    await waitFor(() =>
      expect(backOfficeApi.createContract).toHaveBeenCalledWith(17, {
        name: 'Договор поставки',
        number: 'ОПТ-2025/7',
        type: 'business',
        currency: 'RUB',
        creditLimit: 150000.5,
        defermentPayment: 14,
        isAllowQRPay: false,
        isCashlessPayments: true,
        isForOrder: true,
        isOrderDeny: false,
        isAccounting: false,
      }),
    );
    expect(onChanged).toHaveBeenCalled();
  });

  it('shows the server’s refusal on the field it concerns', async () => {
    jest.mocked(backOfficeApi.changeContract).mockRejectedValue(
      httpError(400, {
        violations: [{ propertyPath: 'number', message: 'Договор с таким номером уже есть' }],
      }),
    );
    const user = setupUser();
    render(<ContractEditor customerId={17} contracts={[offer]} onChanged={jest.fn()} />);
    const form = screen.getByRole('form', { name: 'Условия договора РЗ-17' });
    const number = within(form).getByLabelText('Номер');
    await user.clear(number);
    await user.type(number, 'РЗ-2024/0101');
    await user.click(within(form).getByRole('button', { name: 'Сохранить договор' }));
    expect(await within(form).findByText('Договор с таким номером уже есть')).toBeInTheDocument();
    expect(backOfficeApi.changeContract).toHaveBeenCalledWith(
      5,
      expect.objectContaining({ number: 'РЗ-2024/0101' }),
    );
  });

  it('closes a contract after a confirmation and makes another one current', async () => {
    const onChanged = jest.fn();
    const second: Contract = { ...offer, id: 6, number: 'ОПТ-2025/7', isCurrent: false };
    jest.mocked(backOfficeApi.closeContract).mockResolvedValue([]);
    jest.mocked(backOfficeApi.makeContractCurrent).mockResolvedValue([]);
    const user = setupUser();
    render(<ContractEditor customerId={17} contracts={[offer, second]} onChanged={onChanged} />);
    const current = screen.getByRole('region', { name: 'Договор РЗ-17' });
    expect(within(current).queryByRole('button', { name: 'Сделать текущим' })).toBeNull();
    await user.click(
      within(screen.getByRole('region', { name: 'Договор ОПТ-2025/7' })).getByRole('button', {
        name: 'Сделать текущим',
      }),
    );
    await waitFor(() => expect(backOfficeApi.makeContractCurrent).toHaveBeenCalledWith(6));

    await user.click(within(current).getByRole('button', { name: 'Закрыть договор' }));
    const dialog = await screen.findByRole('dialog');
    // antd repeats the title for screen readers.
    expect(within(dialog).getAllByText('Закрыть договор РЗ-17?').length).toBeGreaterThan(0);
    expect(backOfficeApi.closeContract).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(backOfficeApi.closeContract).toHaveBeenCalledWith(5));
    expect(onChanged).toHaveBeenCalledTimes(2);
  });
});
