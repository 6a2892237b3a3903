import { screen, waitFor, within } from '@testing-library/react';
import { ordersApi, paymentsApi } from '../../api/orders';
import { httpError, setSession, setupUser } from '@shop/shared/testing';
import { toast } from '@shop/shared/ui';
import { makeUser } from '../../test/checkoutFixtures';
import { makeOrder, makePaymentMethod, moneyText, statusOf } from '../../test/orderFixtures';
import { renderAt } from '../../test/render';
import { goToProvider } from './redirect';

jest.mock('../../api/orders', () =>
  jest.requireActual('@shop/shared/testing/mocks').clientModuleMock(jest.requireActual('../../api/orders')),
);
jest.mock('../../api/checkout', () =>
  jest.requireActual('@shop/shared/testing/mocks').clientModuleMock(jest.requireActual('../../api/checkout')),
);
jest.mock('@shop/shared/api', () => jest.requireActual('@shop/shared/testing/mocks').apiModuleMock());
jest.mock('@shop/shared/ui', () => jest.requireActual('@shop/shared/testing/mocks').uiModuleMock());
jest.mock('./redirect', () => ({ goToProvider: jest.fn() }));
// Polling and the pause before moving on, shortened so that the test does not wait seconds.
jest.mock('./paymentLinks', () => ({
  ...jest.requireActual('./paymentLinks'),
  STATUS_POLL_INTERVAL: 20,
  PAID_REDIRECT_DELAY: 20,
}));

jest.setTimeout(20000);

beforeEach(() => setSession(makeUser()));

const withProvider = (provider: 'online' | 'card' | 'qr' | 'bank' | 'cash', name: string) =>
  makeOrder({ paymentMethod: makePaymentMethod({ provider, name }) });

it('shows the sum, the commission as a percentage, the total and what is left to pay', async () => {
  jest.mocked(ordersApi.show).mockResolvedValue(makeOrder({ toPay: 1000 }));
  renderAt('/order/42/pay');

  expect(await screen.findByRole('heading', { level: 1, name: 'Оплата заказа № 42' })).toBeInTheDocument();
  expect(ordersApi.show).toHaveBeenCalledWith(42);
  expect(screen.getByText(moneyText(2550))).toBeInTheDocument();
  expect(screen.getByText(/^2,5\s%$/)).toBeInTheDocument();
  expect(screen.getByText(moneyText(2614))).toBeInTheDocument();
  expect(screen.getByText(moneyText(1000))).toBeInTheDocument();
  expect(screen.getByText(moneyText(1614))).toBeInTheDocument();
  expect(document.title).toBe('Оплата заказа № 42 — АвтоДеталь');
});

it('starts an online payment with one idempotency key and goes to the provider', async () => {
  jest.mocked(ordersApi.show).mockResolvedValue(withProvider('online', 'Онлайн-оплата'));
  jest
    .mocked(paymentsApi.start)
    .mockRejectedValueOnce(httpError(502, { message: 'Платёжная система не ответила' }))
    .mockResolvedValueOnce({ paymentId: 7, confirmationUrl: 'http://127.0.0.1:4010/sandbox/pay/7' });
  const user = setupUser();
  renderAt('/order/42/pay?successUrl=%2Forder%2F42%2Fstatus%3Ffrom%3Dpay');

  await user.click(await screen.findByRole('button', { name: 'Оплатить онлайн' }));
  expect(await screen.findByText('Платёжная система не ответила')).toBeInTheDocument();
  expect(goToProvider).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Оплатить онлайн' }));
  await waitFor(() => expect(goToProvider).toHaveBeenCalledWith('http://127.0.0.1:4010/sandbox/pay/7'));
  const [first, second] = jest.mocked(paymentsApi.start).mock.calls;
  expect(first?.[0]).toBe(42);
  expect(first?.[1]).toBe('/order/42/status?from=pay');
  expect(first?.[2]).toMatch(/^[\w-]{16,}$/);
  // A retry is the same payment attempt for the server.
  expect(second?.[2]).toBe(first?.[2]);
});

it('says a payment the bank declined did not go through and offers it again', async () => {
  jest.mocked(ordersApi.show).mockResolvedValue(withProvider('online', 'Онлайн-оплата'));
  renderAt('/order/42/pay?payment=declined');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Оплата не прошла');
  expect(alert).toHaveTextContent('деньги не списаны');
  expect(within(alert).getByRole('link', { name: 'контакты' })).toHaveAttribute('href', '/contacts');
  expect(screen.getByRole('button', { name: 'Оплатить онлайн' })).toBeEnabled();
});

it('says nothing of a decline on the plain pay page', async () => {
  jest.mocked(ordersApi.show).mockResolvedValue(withProvider('online', 'Онлайн-оплата'));
  renderAt('/order/42/pay');
  await screen.findByRole('button', { name: 'Оплатить онлайн' });
  expect(screen.queryByText('Оплата не прошла')).not.toBeInTheDocument();
});

it('pays by card the same way and never returns to another site', async () => {
  jest.mocked(ordersApi.show).mockResolvedValue(withProvider('card', 'Банковская карта'));
  jest
    .mocked(paymentsApi.start)
    .mockResolvedValue({ paymentId: 8, confirmationUrl: 'https://pay.example/8' });
  const user = setupUser();
  renderAt('/order/42/pay?successUrl=https%3A%2F%2Fevil.example%2Fsteal');

  await user.click(await screen.findByRole('button', { name: 'Оплатить онлайн' }));
  await waitFor(() => expect(goToProvider).toHaveBeenCalledWith('https://pay.example/8'));
  expect(paymentsApi.start).toHaveBeenCalledWith(42, '/order/42/status', expect.any(String));
});

it('shows the QR code and moves on once the payment has arrived', async () => {
  const order = withProvider('qr', 'СБП');
  jest.mocked(ordersApi.show).mockResolvedValue(order);
  jest.mocked(paymentsApi.qrCode).mockResolvedValue({
    payload: 'https://qr.nspk.ru/AS1000670LSS7DN18SJQDNP4B05KLJL2?type=02&sum=261400',
    image: 'data:image/svg+xml;base64,PHN2Zy8+',
    amount: 2614,
  });
  jest
    .mocked(ordersApi.status)
    .mockResolvedValueOnce(statusOf(order))
    .mockResolvedValue(statusOf(order, { status: 'paid', statusName: 'Оплачен', toPay: 0 }));
  renderAt('/order/42/pay?successUrl=%2Fthanks');

  const image = await screen.findByRole('img', { name: 'QR-код для оплаты заказа № 42' });
  expect(image).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
  expect(paymentsApi.qrCode).toHaveBeenCalledWith(42);
  expect(screen.getByText(/Отсканируйте QR-код/)).toBeInTheDocument();
  const caption = image.closest('figure') as HTMLElement;
  expect(within(caption).getByText(moneyText(2614))).toBeInTheDocument();

  expect(await screen.findByText('Заказ оплачен')).toBeInTheDocument();
  expect(ordersApi.status).toHaveBeenCalledTimes(2);
  expect(ordersApi.status).toHaveBeenCalledWith(42, expect.any(AbortSignal));
  expect(await screen.findByTestId('location')).toHaveTextContent('/thanks');
});

describe('bank transfer', () => {
  const blob = new Blob(['<html><body>Счёт № 42</body></html>'], { type: 'text/html' });
  let clicked: HTMLAnchorElement[] = [];

  beforeEach(() => {
    clicked = [];
    URL.createObjectURL = jest.fn(() => 'blob:http://localhost/invoice-42');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
  });

  it('downloads and prints the invoice fetched with the session', async () => {
    jest.mocked(ordersApi.show).mockResolvedValue(withProvider('bank', 'Безналичный расчёт'));
    jest.mocked(paymentsApi.invoice).mockResolvedValue(blob);
    const user = setupUser();
    renderAt('/order/42/pay');

    await user.click(await screen.findByRole('button', { name: 'Скачать счёт' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(paymentsApi.invoice).toHaveBeenCalledWith(42);
    expect(URL.createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked[0]?.getAttribute('href')).toBe('blob:http://localhost/invoice-42');
    expect(clicked[0]?.download).toBe('Счёт по заказу № 42.html');

    const pdf = new Blob(['%PDF-1.3'], { type: 'application/pdf' });
    jest.mocked(paymentsApi.invoicePdf).mockResolvedValue(pdf);
    await user.click(screen.getByRole('button', { name: 'Скачать счёт в PDF' }));
    await waitFor(() => expect(clicked).toHaveLength(2));
    expect(paymentsApi.invoicePdf).toHaveBeenCalledWith(42);
    expect(URL.createObjectURL).toHaveBeenCalledWith(pdf);
    expect(clicked[1]?.download).toBe('Счёт по заказу № 42.pdf');

    // Printed from the invoice's own text: the shop's CSP lets no frame load a blob: URL.
    jest.mocked(paymentsApi.invoiceHtml).mockResolvedValue('<html><body>Счёт № 42</body></html>');
    await user.click(screen.getByRole('button', { name: 'Распечатать счёт' }));
    await waitFor(() => expect(document.querySelector('iframe.invoice-print-frame')).not.toBeNull());
    const frame = document.querySelector('iframe.invoice-print-frame');
    expect(frame).toHaveAttribute('srcdoc', '<html><body>Счёт № 42</body></html>');
    expect(frame).not.toHaveAttribute('src');
    expect(paymentsApi.invoiceHtml).toHaveBeenCalledWith(42);
  });

  it('says when the invoice cannot be had', async () => {
    jest.mocked(ordersApi.show).mockResolvedValue(withProvider('bank', 'Безналичный расчёт'));
    jest.mocked(paymentsApi.invoice).mockRejectedValue(httpError(500, { message: 'Счёт не сформирован' }));
    const user = setupUser();
    renderAt('/order/42/pay');

    await user.click(await screen.findByRole('button', { name: 'Скачать счёт' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Не удалось получить счёт', 'Счёт не сформирован'),
    );
    expect(clicked).toHaveLength(0);
  });
});

it('tells that cash is paid on receipt', async () => {
  jest.mocked(ordersApi.show).mockResolvedValue(withProvider('cash', 'Наличными при получении'));
  renderAt('/order/42/pay');
  expect(
    await screen.findByText('Заказ оплачивается при получении: наличными или картой.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Оплатить онлайн' })).not.toBeInTheDocument();
});

it('says an order is already paid, with a link to its status', async () => {
  jest
    .mocked(ordersApi.show)
    .mockResolvedValue(makeOrder({ status: 'paid', statusName: 'Оплачен', toPay: 0 }));
  renderAt('/order/42/pay');
  expect(await screen.findByText('Заказ № 42 оплачен')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Статус заказа' })).toHaveAttribute('href', '/order/42/status');
  expect(screen.queryByRole('button', { name: 'Оплатить онлайн' })).not.toBeInTheDocument();
});

it('says when the order is not found', async () => {
  jest.mocked(ordersApi.show).mockRejectedValue(httpError(404, { message: 'Заказ не найден' }));
  renderAt('/order/999/pay');
  expect(await screen.findByRole('heading', { name: 'Заказ не найден' })).toBeInTheDocument();
});
