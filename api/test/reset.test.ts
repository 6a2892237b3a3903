import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import type { ApiErrorBody, ResetPasswordResponse, Seller, User } from '@shop/shared';
import {
  bearer,
  countRows,
  createTestApp,
  demo,
  json,
  login,
  loginSession,
  until,
  type TestApp,
} from './helpers.js';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const requested = 'Если этот email зарегистрирован, на него отправлено письмо со ссылкой для сброса пароля';
const invalidLink = 'Ссылка для сброса пароля недействительна или устарела';

describe('password reset', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  before(async () => {
    t = await createTestApp();
    admin = bearer(await login(t.app, demo.admin.email, demo.admin.password));
  });
  after(() => t.close());

  async function requestReset(email: string) {
    return t.app.inject({ url: `/api/user/resetpassword?email=${encodeURIComponent(email)}` });
  }

  /** Mails to `email` in the outbox, newest first. */
  async function mailsTo(email: string): Promise<OutboxMail[]> {
    const response = await t.app.inject({
      url: `/api/dev/outbox?email=${encodeURIComponent(email)}`,
      headers: admin,
    });
    assert.equal(response.statusCode, 200);
    return json<OutboxMail[]>(response);
  }

  /**
   * Requests a reset for `email` and waits for its mail. The mails go out after the answers, one request
   * after another: once this one is there, every earlier request has been dealt with.
   */
  async function resetMail(email: string): Promise<OutboxMail> {
    const before = (await mailsTo(email)).length;
    await requestReset(email);
    return until(async () => {
      const mails = await mailsTo(email);
      return mails.length > before ? mails[0] : undefined;
    });
  }

  function linkToken(mail: OutboxMail): string {
    const match = /http:\/\/shop\.test\/resetting\/reset\/([A-Za-z0-9_-]{43})/.exec(mail.text);
    assert.ok(match?.[1], mail.text);
    return match[1];
  }

  async function latestToken(email: string): Promise<string> {
    const [mail] = await mailsTo(email);
    assert.ok(mail, 'a mail in the outbox');
    return linkToken(mail);
  }

  function resetForm(token: string, first: string, second = first) {
    return t.app.inject({
      method: 'POST',
      url: `/api/user/resetting/reset/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `plainPassword%5Bfirst%5D=${encodeURIComponent(first)}&plainPassword%5Bsecond%5D=${encodeURIComponent(second)}`,
    });
  }

  it('answers before touching the database, alike for known and unknown e-mails; the mail comes after', async () => {
    // A transaction holding the users table: an answer that looked the e-mail up first would wait for it.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let taken = () => {};
    const lockTaken = new Promise<void>((resolve) => {
      taken = resolve;
    });
    const holder = t.db.transaction().execute(async (trx) => {
      await sql`lock table users in access exclusive mode`.execute(trx);
      taken();
      await held;
    });
    await lockTaken;
    let answers:
      [Awaited<ReturnType<typeof requestReset>>, Awaited<ReturnType<typeof requestReset>>] | 'waited';
    try {
      const timeout = new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 3_000).unref());
      answers = await Promise.race([
        Promise.all([requestReset('nobody@example.com'), requestReset('Retail@Example.com')]),
        timeout,
      ]);
    } finally {
      release();
      await holder;
    }
    if (answers === 'waited') assert.fail('the answers waited for the database');
    const [unknown, known] = answers;
    assert.equal(known.statusCode, 200);
    assert.equal(unknown.statusCode, 200);
    assert.equal(known.body, unknown.body);
    assert.deepEqual(json<{ message: string }>(known), { message: requested });

    const mail = await until(async () => (await mailsTo(demo.retail.email))[0]);
    assert.equal(await countRows(t.db, 'mail_outbox'), 1, 'the unknown e-mail got none');
    assert.equal(await countRows(t.db, 'password_reset_tokens'), 1);
    assert.equal(mail?.to, demo.retail.email);
    assert.equal(mail?.subject, 'Восстановление пароля');
    assert.match(mail?.html ?? '', /<a href="http:\/\/shop\.test\/resetting\/reset\//);
    assert.match(mail?.text ?? '', /действует 60 минут/);
  });

  it('the outbox answers only an admin: 401 for a guest, 403 for a customer', async () => {
    const guest = await t.app.inject({ url: `/api/dev/outbox?email=${demo.retail.email}` });
    assert.equal(guest.statusCode, 401);
    assert.match(json<ApiErrorBody>(guest).message, /войти/);
    const customer = await login(t.app, demo.wholesale.email, demo.wholesale.password);
    const refused = await t.app.inject({ url: '/api/dev/outbox', headers: bearer(customer) });
    assert.equal(refused.statusCode, 403);
    assert.deepEqual(json<ApiErrorBody>(refused), { code: 403, message: 'Доступ запрещён' });
    // Acting as the admin through X-Switch-User does not lend a customer the admin's rights either way.
    const switched = await t.app.inject({
      url: '/api/dev/outbox',
      headers: bearer(customer, { 'x-switch-user': demo.admin.email }),
    });
    assert.equal(switched.statusCode, 403);
  });

  it('stores only the sha256 of the token', async () => {
    const token = await latestToken(demo.retail.email);
    const rows = await t.db.selectFrom('password_reset_tokens').select('token_hash').execute();
    assert.ok(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash) && row.token_hash !== token));
  });

  it('validates the e-mail of the request', async () => {
    for (const url of ['/api/user/resetpassword', '/api/user/resetpassword?email=not-an-email']) {
      const response = await t.app.inject({ url });
      assert.equal(response.statusCode, 400);
      assert.equal(json<ApiErrorBody>(response).violations?.[0]?.propertyPath, 'email');
    }
  });

  it('a mismatched pair is refused and leaves the token usable', async () => {
    const token = await latestToken(demo.retail.email);
    const response = await resetForm(token, 'brand-new-pass', 'brand-new-pasS');
    assert.equal(response.statusCode, 400);
    assert.deepEqual(json<ApiErrorBody>(response).violations, [
      { propertyPath: 'plainPassword.second', message: 'Пароли не совпадают' },
    ]);
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/user/resetting/reset/${token}`,
      payload: {},
    });
    assert.equal(empty.statusCode, 400);
    assert.ok(
      json<ApiErrorBody>(empty).violations?.some(
        (violation) => violation.propertyPath === 'plainPassword.first',
      ),
    );
  });

  it('sets the password from the form, ends the old sessions, logs the user in, and works once', async () => {
    const old = await loginSession(t.app, demo.retail.email, demo.retail.password);
    const token = await latestToken(demo.retail.email);
    const response = await resetForm(token, 'brand-new-pass');
    assert.equal(response.statusCode, 200, response.body);
    const body = json<ResetPasswordResponse>(response);
    const stale = await t.app.inject({ url: '/api/user', headers: bearer(old.token) });
    assert.equal(stale.statusCode, 401, 'a session from before the reset is over');
    const staleRefresh = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      payload: { refreshToken: old.refreshToken },
    });
    assert.equal(staleRefresh.statusCode, 401);
    assert.match(body.refreshToken, /^[A-Za-z0-9_-]{43}$/);
    assert.equal(body.email, demo.retail.email);
    assert.equal(body.message, 'Пароль успешно изменён');
    const me = await t.app.inject({ url: '/api/user', headers: bearer(body.token) });
    assert.equal(json<User>(me).email, demo.retail.email);
    await login(t.app, demo.retail.email, 'brand-new-pass');

    const again = await resetForm(token, 'another-pass-1');
    assert.equal(again.statusCode, 400);
    assert.deepEqual(json<ApiErrorBody>(again), { code: 400, message: invalidLink, errors: [invalidLink] });
    await login(t.app, demo.retail.email, 'brand-new-pass');
  });

  it('accepts JSON as well and revokes older links of the user', async () => {
    const older = linkToken(await resetMail(demo.wholesale.email));
    const newer = linkToken(await resetMail(demo.wholesale.email));
    assert.notEqual(older, newer);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/user/resetting/reset/${newer}`,
      payload: { plainPassword: { first: 'json-pass-123', second: 'json-pass-123' } },
    });
    assert.equal(response.statusCode, 200, response.body);
    const stale = await resetForm(older, 'stale-pass-123');
    assert.equal(stale.statusCode, 400);
    assert.deepEqual(json<ApiErrorBody>(stale).errors, [invalidLink]);
  });

  it('refuses an expired or unknown token', async () => {
    const token = linkToken(await resetMail(demo.admin.email));
    await t.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: sql<Date>`now() - interval '1 minute'` })
      .execute();
    const expired = await resetForm(token, 'expired-pass-1');
    assert.equal(expired.statusCode, 400);
    assert.equal(json<ApiErrorBody>(expired).message, invalidLink);
    await login(t.app, demo.admin.email, demo.admin.password);

    for (const bad of ['unknown-token', "' or 1=1 --", '<script>alert(1)</script>']) {
      const response = await resetForm(encodeURIComponent(bad), 'whatever-pass-1');
      assert.equal(response.statusCode, 400, bad);
      assert.equal(json<ApiErrorBody>(response).message, invalidLink);
    }
    const long = await resetForm('x'.repeat(500), 'whatever-pass-1');
    assert.equal(long.statusCode, 414);
    assert.deepEqual(json<ApiErrorBody>(long), { code: 414, message: 'Слишком длинный адрес запроса' });
  });

  it('sends at most 5 mails per account per hour, answering alike', async () => {
    const before = await countRows(t.db, 'mail_outbox');
    for (let i = 0; i < 7; i += 1) {
      const response = await requestReset('admin@example.com');
      assert.deepEqual(json<{ message: string }>(response), { message: requested });
    }
    await resetMail(demo.wholesale.email); // after it, every request above has been dealt with
    const sent = (await countRows(t.db, 'mail_outbox')) - before - 1;
    assert.equal(sent, 4, 'one admin mail was already sent in the previous test');
  });

  it("signs every mail with the seller's name, phone and e-mail as the back office has them at the send", async () => {
    await t.db.deleteFrom('password_reset_tokens').execute(); // the hourly limit the tests above used up
    const { updatedAt: _, ...seller } = json<Seller>(await t.app.inject({ url: '/api/seller' }));
    const mail = await resetMail(demo.wholesale.email);
    for (const part of [seller.name, `Телефон: ${seller.phone}`, `E-mail: ${seller.email}`]) {
      assert.ok(mail.text.includes(part), part);
    }
    assert.ok(mail.html.includes(`mailto:${seller.email}`));

    const edit = (phone: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/seller',
        headers: admin,
        payload: { ...seller, phone },
      });
    assert.equal((await edit('+7 (978) 555-44-33')).statusCode, 200);
    try {
      const next = await resetMail(demo.wholesale.email);
      assert.ok(next.text.includes('Телефон: +7 (978) 555-44-33'), next.text);
      assert.ok(next.html.includes('href="tel:+79785554433"'));
      assert.ok(!next.text.includes(seller.phone));
    } finally {
      await edit(seller.phone);
    }
  });
});

describe('GET /api/dev/outbox outside demo mode', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ demo: false });
  });
  after(() => t.close());

  it('does not exist', async () => {
    const response = await t.app.inject({ url: '/api/dev/outbox' });
    assert.equal(response.statusCode, 404);
    assert.equal(await countRows(t.db, 'users'), 0, 'no demo data without demo mode');
  });
});

describe('request logs', () => {
  let t: TestApp;
  const lines: string[] = [];
  before(async () => {
    t = await createTestApp({ logLevel: 'info' }, {}, { logStream: { write: (line) => lines.push(line) } });
  });
  after(() => t.close());

  it('never keep the token of a reset link', async () => {
    const secret = 'Zx8secretResetToken0123456789abcdefghijklmno';
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/user/resetting/reset/${secret}?from=mail`,
      payload: { plainPassword: { first: 'whatever-pass-1', second: 'whatever-pass-1' } },
    });
    assert.equal(response.statusCode, 400);
    await t.app.inject({ url: `/resetting/reset/${secret}` });
    const log = lines.join('');
    assert.ok(!log.includes(secret), log);
    const urls = lines.map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url);
    assert.ok(urls.includes('/api/user/resetting/reset/***?from=mail'), log);
    assert.ok(urls.includes('/resetting/reset/***'), log);
  });
});
