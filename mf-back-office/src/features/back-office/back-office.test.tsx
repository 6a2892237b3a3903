import { render, screen, waitFor, within } from '@testing-library/react';
import type { Order } from '@shop/shared';
import { httpError, setSession, setupUser } from '@shop/shared/testing';
import { toast } from '@shop/shared/ui';
import { admin, makeUser } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import { backOfficeApi, type AdminOrder, type AdminRefundRow } from './api';
import { ImportHistory } from './ImportHistory';

jest.mock('@shop/shared/ui', () => jest.requireActual('@shop/shared/testing/mocks').uiModuleMock());
jest.mock('./api', () => ({
  backOfficeApi: Object.fromEntries(
    [
      'orders',
      'order',
      'changeStatus',
      'changeSupplierStatus',
      'recordBankPayment',
      'refunds',
      'acceptRefund',
      'rejectRefund',
      'imports',
    ].map((name) => [name, jest.fn()]),
  ),
}));

jest.setTimeout(120000);

/** The lazy page and antd's table load slowly on a busy machine. */
const firstLoad = { timeout: 20000 };

function order(overrides: Partial<Order> = {}): Order {
  return {
    id: 42,
    uid: 'order-42',
    status: 'new',
    statusName: 'Новый',
    createdAt: '2026-11-20T10:00:00.000Z',
    contract: { id: 1, name: 'Договор', number: 'Р-1' },
    paymentMethod: {
      id: 1,
      name: 'Наличными',
      message: '',
      provider: 'cash',
      description: '',
      commission: 0,
      isDefault: true,
      isOnline: false,
    },
    deliveryMethod: {
      id: 1,
      name: 'Самовывоз',
      isAddressRequired: false,
      isUsePickPoints: false,
      isDeliveryRouteRequired: false,
      isDefault: true,
    },
    deliveryAddress: null,
    deliveryCustomerName: 'Иванов',
    deliveryAt: null,
    customerComment: '',
    sum: 1700,
    commission: 0,
    total: 1700,
    toPay: 1700,
    currency: 'RUB',
    items: [
      {
        id: 5,
        uid: 'item-5',
        good: { id: 9, brand: { name: 'MANN-FILTER' }, number: 'W 712/75' },
        name: 'Фильтр масляный',
        vendor: { id: 2, name: 'Склад', isRemote: false },
        amount: 2,
        cancelledAmount: 0,
        price: 850,
        cost: 1700,
        deliveryTime: 0,
        isStock: true,
        refund: { isAllowed: true, percent: 0, conditions: '' },
        reference: '',
        refundableAmount: 0,
        supplierStatus: 'waiting',
      },
    ],
    payments: [],
    cancelReason: '',
    ...overrides,
  };
}

const customer = { id: 3, email: 'ivanov@example.com', name: 'Иванов Иван', phone: '' };
const adminOrder = (version: number, overrides: Partial<Order> = {}): AdminOrder => ({
  order: order(overrides),
  version,
  customer,
});

describe('back office', () => {
  it('is forbidden for a customer', async () => {
    setSession(makeUser());
    renderAt('/cabinet/admin/orders');
    expect(await screen.findByRole('heading', { name: 'Доступ запрещён' }, firstLoad)).toBeInTheDocument();
    expect(backOfficeApi.orders).not.toHaveBeenCalled();
  });

  it('moves an order to the next step with the version it saw, and shows a 409 with the order as it is now', async () => {
    setSession(admin());
    jest.mocked(backOfficeApi.orders).mockResolvedValue({
      items: [
        {
          id: 42,
          uid: 'order-42',
          status: 'new',
          statusName: 'Новый',
          createdAt: '2026-11-20T10:00:00.000Z',
          total: 1700,
          itemsCount: 1,
          version: 3,
          customer,
          paymentMethodName: 'Наличными',
          deliveryMethodName: 'Самовывоз',
        },
      ],
      total: 1,
      page: 1,
      perPage: 20,
    });
    jest
      .mocked(backOfficeApi.order)
      .mockResolvedValueOnce(adminOrder(3))
      .mockResolvedValueOnce(
        adminOrder(5, { status: 'cancelled', statusName: 'Отменён', cancelReason: 'Дубль' }),
      );
    jest
      .mocked(backOfficeApi.changeStatus)
      .mockRejectedValueOnce(
        httpError(409, { message: 'Заказ уже изменил другой сотрудник или покупатель (сейчас «Отменён»).' }),
      );
    const user = setupUser();
    renderAt('/cabinet/admin/orders');
    expect(await screen.findByRole('heading', { name: 'Заказы' }, firstLoad)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Возвраты' })).toHaveAttribute('href', '/cabinet/admin/refunds');
    await user.click(await screen.findByText('ivanov@example.com', {}, firstLoad));
    const panel = await screen.findByRole('dialog', {}, firstLoad);
    await user.click(await within(panel).findByRole('button', { name: 'В работе' }, firstLoad));
    expect(backOfficeApi.changeStatus).toHaveBeenCalledWith(42, {
      status: 'in_work',
      version: 3,
      reason: '',
    });
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Изменение не сохранено',
        'Заказ уже изменил другой сотрудник или покупатель (сейчас «Отменён»).',
      ),
    );
    expect(await within(panel).findByText('Причина отмены: Дубль')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'В работе' })).not.toBeInTheDocument();
  });

  it('rejects a refund only with a reason', async () => {
    setSession(admin());
    const refund: AdminRefundRow = {
      id: 11,
      uid: 'refund-11',
      orderId: 42,
      orderItemUid: 'item-5',
      good: { brand: { name: 'MANN-FILTER' }, number: 'W 712/75' },
      name: 'Фильтр масляный',
      amount: 1,
      price: 850,
      returnPercent: 0,
      sum: 850,
      reason: 'Не подошёл',
      decisionReason: '',
      status: 'new',
      statusName: 'Новая',
      createdAt: '2026-11-21T10:00:00.000Z',
      customer: { id: 3, email: 'ivanov@example.com', name: 'Иванов Иван' },
    };
    jest.mocked(backOfficeApi.refunds).mockResolvedValue({ items: [refund], total: 1, page: 1, perPage: 20 });
    jest.mocked(backOfficeApi.rejectRefund).mockResolvedValue({ ...refund, status: 'rejected' });
    const user = setupUser();
    renderAt('/cabinet/admin/refunds');
    await user.click(await screen.findByRole('button', { name: 'Отклонить' }, firstLoad));
    const dialog = await screen.findByRole('dialog', {}, firstLoad);
    await user.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    expect(await within(dialog).findByText('Укажите причину отказа')).toBeInTheDocument();
    expect(backOfficeApi.rejectRefund).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText('Причина отказа'), 'Следы установки');
    await user.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    await waitFor(() => expect(backOfficeApi.rejectRefund).toHaveBeenCalledWith(11, 'Следы установки'));
  });

  it('shows an import its server stopped in the middle as interrupted, with the reason', async () => {
    const error = 'Загрузка прервана: сервер остановился, не закончив её. Загрузите файл ещё раз.';
    jest.mocked(backOfficeApi.imports).mockResolvedValue([
      {
        id: 7,
        vendor: { id: 2, name: 'Склад' },
        admin: 'admin@example.com',
        fileName: 'prices.csv',
        status: 'interrupted',
        rowsRead: 150000,
        imported: 0,
        rejectedTotal: 0,
        error,
        startedAt: '2026-11-21T10:00:00.000Z',
        finishedAt: '2026-11-21T10:05:00.000Z',
      },
    ]);
    render(<ImportHistory vendor={null} refreshKey={0} />);
    const row = (await screen.findByText('prices.csv', {}, firstLoad)).closest('tr');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByText('Прервана')).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText(error)).toBeInTheDocument();
  });
});
