import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { listenOnLoopback } from '../src/http/loopback.js';
import { startPaymentSandbox, type PaymentSandbox } from '../src/payments/sandbox/server.js';
import { hasValidToken, signed } from '../src/payments/tbank/protocol.js';
import { startPaymentGateway } from '../src/payments/gateway.js';
import { loadConfig } from '../src/config.js';
import { createTestApp, type TestApp } from './helpers.js';
import { pressButton } from './payment-http.js';

/** The sandbox against the bank's protocol as a third-party T-Bank client speaks it. */

const terminal = { terminalKey: 'SandboxTerminal', password: 'sandbox-password' };

interface BankAnswer {
  Success: boolean;
  ErrorCode: string;
  PaymentId?: string;
  PaymentURL?: string;
  Status?: string;
}

async function api(sandbox: PaymentSandbox, method: string, params: Record<string, unknown>) {
  const response = await fetch(`${sandbox.apiUrl}/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(signed({ TerminalKey: terminal.terminalKey, ...params }, terminal.password)),
  });
  assert.equal(response.status, 200);
  return (await response.json()) as BankAnswer;
}

/** Init as a client that leaves the URLs to the terminal's settings: only the fields the bank requires. */
const bareInit = (orderId: string) => ({ Amount: 150_000, OrderId: orderId, Description: 'Заказ' });

describe('the sandbox takes an Init without SuccessURL, FailURL, NotificationURL; its terminal', () => {
  const notifications: Record<string, unknown>[] = [];
  let notificationUrl = '';
  let withDefaults: PaymentSandbox;
  let bare: PaymentSandbox;
  // The sandbox keeps its payments in the shop's database: a migrated one without demo data.
  let t: TestApp;
  const receiver = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', () => {
      notifications.push(JSON.parse(text) as Record<string, unknown>);
      res.end('OK');
    });
  });

  before(async () => {
    notificationUrl = `${await listenOnLoopback(receiver)}/notify`;
    t = await createTestApp({ demo: false });
    withDefaults = await startPaymentSandbox(
      {
        ...terminal,
        defaults: {
          successUrl: 'http://shop.test/orders?paid',
          failUrl: 'http://shop.test/orders?failed',
          notificationUrl,
        },
      },
      t.db,
    );
    bare = await startPaymentSandbox(terminal, t.db);
  });
  after(async () => {
    await withDefaults.close();
    await bare.close();
    receiver.close();
    await t.close();
  });

  // First, while this suite's sandboxes hold their ports: the gateway's gets a fresh one (no kept-alive
  // connection of an earlier sandbox on it).
  it('in production (`npm start`: NODE_ENV=production DEMO=1) signs with a password of the install, not the published one', async () => {
    const config = loadConfig({ NODE_ENV: 'production', DEMO: '1', PUBLIC_URL: 'http://shop.test' });
    const published = loadConfig({ DEMO: '1' }).payments;
    assert.equal(config.payments.tbankPassword, '');
    const gateway = await startPaymentGateway(config, t.db);
    const { terminal, client, sandbox } = gateway;
    try {
      assert.ok(terminal && client && sandbox);
      assert.equal(terminal.key, published.tbankTerminalKey);
      assert.notEqual(terminal.password, published.tbankPassword);
      assert.ok(terminal.password.length >= 32);

      const init = await client.init({
        Amount: 100,
        OrderId: 'prod-demo-1',
        Description: 'Заказ',
        SuccessURL: 'http://shop.test/orders',
        FailURL: 'http://shop.test/orders',
        NotificationURL: 'http://shop.test/n',
      });
      assert.equal(init.Success, true);
      // Whoever knows the published password is refused by the sandbox (and so by the shop's notification).
      const response = await fetch(`${sandbox.apiUrl}/Init`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(
          signed({ TerminalKey: terminal.key, ...bareInit('prod-demo-2') }, published.tbankPassword),
        ),
      });
      const refused = (await response.json()) as BankAnswer;
      assert.deepEqual([refused.Success, refused.ErrorCode], [false, '204']);
    } finally {
      await gateway.close();
    }
    const restarted = await startPaymentGateway(config, t.db);
    await restarted.close();
    assert.deepEqual(restarted.terminal, terminal, 'a restart or another instance uses the same one');
  });

  it("uses the terminal's URLs: the return after paying and the signed notification", async () => {
    const init = await api(withDefaults, 'Init', bareInit('attempt-1'));
    assert.equal(init.Success, true, JSON.stringify(init));
    assert.equal(init.ErrorCode, '0');
    assert.ok(init.PaymentURL && init.PaymentId);
    const state = await api(withDefaults, 'GetState', { PaymentId: init.PaymentId });
    assert.equal(state.Status, 'NEW');

    assert.equal(await pressButton(init.PaymentURL, 'pay'), 'http://shop.test/orders?paid');
    assert.equal(notifications.length, 1);
    const [notification] = notifications;
    assert.ok(notification);
    assert.equal(notification.Status, 'CONFIRMED');
    assert.equal(notification.OrderId, 'attempt-1');
    assert.equal(hasValidToken(notification, terminal.password), true);
    assert.equal((await api(withDefaults, 'GetState', { PaymentId: init.PaymentId })).Status, 'CONFIRMED');

    const declined = await api(withDefaults, 'Init', { ...bareInit('attempt-2'), FailURL: '' });
    assert.ok(declined.PaymentURL);
    assert.equal(await pressButton(declined.PaymentURL, 'decline'), 'http://shop.test/orders?failed');
  });

  it('ends on its own result page, without a notification, for a terminal with no URLs', async () => {
    const before = notifications.length;
    const init = await api(bare, 'Init', bareInit('attempt-3'));
    assert.equal(init.Success, true, JSON.stringify(init));
    assert.ok(init.PaymentURL);
    const response = await fetch(init.PaymentURL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
      redirect: 'manual',
    });
    assert.equal(response.status, 200);
    assert.match(await response.text(), /Платёж уже проведён/);
    assert.equal(notifications.length, before);
    assert.equal((await api(bare, 'GetState', { PaymentId: init.PaymentId })).Status, 'CONFIRMED');
  });

  it('still refuses a URL it cannot take, and a bad token', async () => {
    const badUrl = await api(withDefaults, 'Init', { ...bareInit('attempt-4'), SuccessURL: 42.5 });
    assert.deepEqual([badUrl.Success, badUrl.ErrorCode], [false, '9999']);
    const response = await fetch(`${withDefaults.apiUrl}/Init`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        TerminalKey: terminal.terminalKey,
        ...bareInit('attempt-5'),
        Token: '0'.repeat(64),
      }),
    });
    const refused = (await response.json()) as BankAnswer;
    assert.deepEqual([refused.Success, refused.ErrorCode], [false, '204']);
  });
});
