import type { InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '@shop/shared/api';
import { ordersApi, paymentsApi, refundsApi } from './orders';

/** Every request the client would send, answered with `data` instead of going to the network. */
function recordRequests(data: unknown = {}) {
  const sent: InternalAxiosRequestConfig[] = [];
  const original = apiClient.defaults.adapter;
  apiClient.defaults.adapter = async (config) => {
    sent.push(config);
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };
  return { sent, restore: () => (apiClient.defaults.adapter = original) };
}

it('starts a payment with the success URL and the Idempotency-Key header', async () => {
  const { sent, restore } = recordRequests({ paymentId: 7, confirmationUrl: 'https://pay.example/7' });
  try {
    await expect(paymentsApi.start(42, 'http://localhost/order/42/status', 'key-1')).resolves.toEqual({
      paymentId: 7,
      confirmationUrl: 'https://pay.example/7',
    });
    expect(sent[0]?.method).toBe('post');
    expect(sent[0]?.url).toBe('/api/orders/42/pay');
    expect(sent[0]?.headers.get('Idempotency-Key')).toBe('key-1');
    expect(JSON.parse(String(sent[0]?.data))).toEqual({ successUrl: 'http://localhost/order/42/status' });
  } finally {
    restore();
  }
});

it('asks for the invoice as a file and the rest at the paths of the API', async () => {
  const { sent, restore } = recordRequests();
  try {
    await paymentsApi.invoice(42);
    await paymentsApi.qrCode(42);
    await ordersApi.list({ page: 2, status: 'paid', query: 'W 712' });
    await ordersApi.show(42);
    await ordersApi.showByUid('a/b');
    await ordersApi.status(42);
    await ordersApi.cancelItem('item-1', 2);
    await refundsApi.list(3);
    await refundsApi.findGoods('W 712/75');
    await refundsApi.create({ orderItemUid: 'item-1', amount: 1, reason: 'Брак' });
    expect(sent[0]?.responseType).toBe('blob');
    expect(sent.map((config) => [config.method, config.url, config.params])).toEqual([
      ['get', '/api/orders/show/42/invoice', undefined],
      ['get', '/api/orders/show/42/qr-code', undefined],
      ['get', '/api/orders', { page: 2, status: 'paid', query: 'W 712' }],
      ['get', '/api/orders/show/42', undefined],
      ['get', '/api/orders/show-by-uid/a%2Fb', undefined],
      ['get', '/api/order/status', { id: 42 }],
      ['get', '/api/orders/cancel-order-item/item-1', { amount: 2 }],
      ['get', '/api/refund', { page: 3 }],
      ['get', '/api/refund/find_goods', { query: 'W 712/75' }],
      ['post', '/api/refund/create', undefined],
    ]);
  } finally {
    restore();
  }
});
