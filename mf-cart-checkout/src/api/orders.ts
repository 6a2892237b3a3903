import type {
  Order,
  OrdersFilter,
  OrderStatusResponse,
  OrderSummary,
  OrdersSpending,
  Paginated,
  PaymentStartResponse,
  QrCodeResponse,
  RefundableGood,
  RefundCreatePayload,
  RefundRequest,
} from '@shop/shared';
import { apiClient } from '@shop/shared/api';

/** Makes a repeated request (a double click, a retry after a lost answer) answer the first one. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Orders of the customer (SPEC §7 Orders): list, details, status and partial cancellation. */
export const ordersApi = {
  list: (filter: OrdersFilter, signal?: AbortSignal) =>
    apiClient.get<Paginated<OrderSummary>>('/api/orders', { params: filter, signal }).then((r) => r.data),
  show: (id: number) => apiClient.get<Order>(`/api/orders/show/${id}`).then((r) => r.data),
  /** The last 12 Moscow months' spending, the oldest first (the chart of `/orders`). */
  spending: () => apiClient.get<OrdersSpending>('/api/orders/spending').then((r) => r.data),
  showByUid: (uid: string) =>
    apiClient.get<Order>(`/api/orders/show-by-uid/${encodeURIComponent(uid)}`).then((r) => r.data),
  status: (id: number, signal?: AbortSignal) =>
    apiClient.get<OrderStatusResponse>('/api/order/status', { params: { id }, signal }).then((r) => r.data),
  /** Cancels `amount` units of a line; answers the order as it is after the cancellation. */
  cancelItem: (itemUid: string, amount: number) =>
    apiClient
      .get<Order>(`/api/orders/cancel-order-item/${encodeURIComponent(itemUid)}`, { params: { amount } })
      .then((r) => r.data),
};

/** Paying an order: online (provider's page), SBP QR code, bank invoice. */
export const paymentsApi = {
  /** Starts an online payment; the browser then goes to `confirmationUrl`, the provider comes back to `successUrl` (a path of the shop). */
  start: (orderId: number, successUrl: string, idempotencyKey: string) =>
    apiClient
      .post<PaymentStartResponse>(
        `/api/orders/${orderId}/pay`,
        { successUrl },
        { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } },
      )
      .then((r) => r.data),
  qrCode: (orderId: number) =>
    apiClient.get<QrCodeResponse>(`/api/orders/show/${orderId}/qr-code`).then((r) => r.data),
  /** The invoice as an HTML file; fetched by the client because it needs the authorization header. */
  invoice: (orderId: number) =>
    apiClient
      .get<Blob>(`/api/orders/show/${orderId}/invoice`, {
        responseType: 'blob',
        headers: { Accept: 'text/html' },
      })
      .then((r) => r.data),
  /** The invoice's HTML as text to print in a frame of the page: the copy without an inline handler. */
  invoiceHtml: (orderId: number) =>
    apiClient
      .get<string>(`/api/orders/show/${orderId}/invoice`, {
        params: { print: 1 },
        responseType: 'text',
        headers: { Accept: 'text/html' },
      })
      .then((r) => r.data),
  /** The invoice as a PDF with the payment QR of ГОСТ Р 56042-2014. */
  invoicePdf: (orderId: number) =>
    apiClient
      .get<Blob>(`/api/orders/show/${orderId}/invoice/pdf`, {
        responseType: 'blob',
        headers: { Accept: 'application/pdf' },
      })
      .then((r) => r.data),
};

/** Refund requests (SPEC §7 Refund). */
export const refundsApi = {
  list: (page: number) =>
    apiClient.get<Paginated<RefundRequest>>('/api/refund', { params: { page } }).then((r) => r.data),
  /** Bought lines of a part that may be returned; 400/404 'Артикул «…» недоступен для возврата' otherwise. */
  findGoods: (query: string, signal?: AbortSignal) =>
    apiClient
      .get<RefundableGood[]>('/api/refund/find_goods', { params: { query }, signal })
      .then((r) => r.data),
  create: (payload: RefundCreatePayload) =>
    apiClient.post<RefundRequest>('/api/refund/create', payload).then((r) => r.data),
};
