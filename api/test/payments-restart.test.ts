import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { PaymentStartResponse } from '@shop/shared';
import { buildApp } from '../src/app.js';
import { createTbankClient } from '../src/payments/tbank/client.js';
import { demo, type TestApp } from './helpers.js';
import { contractState, createOrder, orderStatus } from './payment-fixtures.js';
import { paymentSuite, pressButton } from './payment-http.js';

/** The demo sandbox bank keeps its payments in the database: a restart of the API forgets none. */

let t: TestApp | undefined;
let restarted: FastifyInstance | undefined;
after(async () => {
  await restarted?.close();
  await t?.close();
});

describe('the sandbox bank across a restart of the API', () => {
  it('a payment Init-ed before the restart answers GetState and is paid on its page afterwards', async () => {
    const suite = await paymentSuite();
    t = suite.t;
    const port = (t.app.server.address() as AddressInfo).port;
    const order = await createOrder(t.db, {
      email: demo.retail.email,
      provider: 'online',
      lines: [{ number: 'OC 90', price: '617.25', amount: 2 }],
    });
    const start = await suite.call<PaymentStartResponse>(`/api/orders/${order.orderId}/pay`, {
      method: 'POST',
      token: suite.retail,
      body: {},
    });
    assert.equal(start.status, 200, start.text);
    const pageUrl = start.body.confirmationUrl;

    await t.app.close();
    restarted = await buildApp(t.config, { database: t.handle });
    await restarted.listen({ port, host: '127.0.0.1' });

    const payment = await t.db
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', start.body.paymentId)
      .executeTakeFirstOrThrow();
    const bank = createTbankClient({
      apiUrl: `${new URL(pageUrl).origin}/v2`,
      terminalKey: t.config.payments.tbankTerminalKey,
      password: t.config.payments.tbankPassword,
    });
    const state = await bank.getState(payment.external_id ?? '');
    assert.equal(state.Status, 'NEW');
    assert.equal(state.Amount, 123500);

    await pressButton(pageUrl, 'pay');
    assert.equal(await orderStatus(t.db, order.orderId), 'paid');
    assert.equal((await bank.getState(payment.external_id ?? '')).Status, 'CONFIRMED');
    const contract = await contractState(t.db, order.contractId);
    assert.equal(contract.balance, '1235.00');
    assert.equal(contract.movements.length, 1);
  });
});
