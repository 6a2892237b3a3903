import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type {
  ApiErrorBody,
  Company,
  Contract,
  PaymentMethod,
  RegistrationForm,
  User,
  UserTypesResponse,
} from '@shop/shared';
import { insertCatalog, insertMethods } from './checkout-fixtures.js';
import { bearer, countRows, createTestApp, cyrillic, json, type TestApp } from './helpers.js';
import { orderRequests } from './order-requests.js';

const company: Company = {
  type: 'ООО',
  name: 'ООО «Ромашка-Авто»',
  inn: '9102003159',
  kpp: '910201001',
  bik: '043510607',
  bankName: 'РНКБ Банк (ПАО)',
  correspondentAccount: '30101810335100000607',
  settlementAccount: '40702810741000012873',
  legalAddress: 'Республика Крым, г. Симферополь, ул. Гагарина, д. 5',
};

function form(overrides: Partial<RegistrationForm> = {}): RegistrationForm {
  return {
    type: 'retail',
    email: 'new.buyer@example.com',
    plainPassword: { first: 'secret-pass-1', second: 'secret-pass-1' },
    lastName: 'Сидоров',
    firstName: 'Алексей',
    middleName: 'Иванович',
    phone: '+7 (978) 555-12-34',
    address: 'г. Ялта, ул. Пушкинская, д. 3',
    company: null,
    ...overrides,
  };
}

interface RegistrationResponse {
  token: string;
  refreshToken: string;
  user: User;
  message: string;
}

describe('POST /api/user/registration, GET /api/user/types', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  async function register(payload: unknown) {
    return t.app.inject({ method: 'POST', url: '/api/user/registration', payload: payload as object });
  }

  async function expectViolations(
    payload: unknown,
    expected: Record<string, string | RegExp>,
  ): Promise<void> {
    const users = await countRows(t.db, 'users');
    const response = await register(payload);
    assert.equal(response.statusCode, 400, response.body);
    const body = json<ApiErrorBody>(response);
    assert.equal(body.code, 400);
    assert.equal(body.message, 'Ошибка валидации');
    for (const [path, message] of Object.entries(expected)) {
      const violation = body.violations?.find((item) => item.propertyPath === path);
      assert.ok(violation, `no violation on ${path}: ${response.body}`);
      if (typeof message === 'string') assert.equal(violation.message, message);
      else assert.match(violation.message, message);
    }
    for (const violation of body.violations ?? []) assert.match(violation.message, cyrillic);
    assert.equal(await countRows(t.db, 'users'), users, 'no row may be written');
  }

  it('registers a retail buyer: 201, token, user, message', async () => {
    const response = await register(form({ email: 'New.Buyer@Example.com', company: company }));
    assert.equal(response.statusCode, 201, response.body);
    const body = json<RegistrationResponse>(response);
    assert.equal(body.message, 'Поздравляем! Вы успешно зарегистрировались');
    assert.equal(body.user.email, 'new.buyer@example.com');
    assert.equal(body.user.type, 'retail');
    assert.equal(body.user.company, null, 'a retail buyer has no company');
    assert.equal(body.user.phone, '+79785551234');
    assert.equal(body.user.isWholesale, false);
    assert.equal(body.user.markup, 0);
    assert.equal(body.user.office?.name, 'Симферополь, центральный офис');
    const me = await t.app.inject({ url: '/api/user', headers: bearer(body.token) });
    assert.equal(json<User>(me).id, body.user.id);
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      payload: { refreshToken: body.refreshToken },
    });
    assert.equal(renewed.statusCode, 200, 'the new account has a session that refreshes');
  });

  it('a new retail buyer orders at once under the public offer, with no manager', async () => {
    const catalog = await insertCatalog(t.db);
    const methods = await insertMethods(t.db);
    const api = orderRequests(t, methods);
    const response = await register(form({ email: 'first.order@example.com' }));
    assert.equal(response.statusCode, 201, response.body);
    const { token, user } = json<RegistrationResponse>(response);
    const buyer = { id: user.id, token, headers: bearer(token) };

    const contracts = json<Contract[]>(
      await t.app.inject({ url: '/api/contracts/load', headers: buyer.headers }),
    );
    assert.equal(contracts.length, 1);
    const [contract] = contracts;
    assert.ok(contract);
    assert.equal(contract.name, 'Розничный договор (публичная оферта)');
    assert.equal(contract.number, `РЗ-${user.id}`);
    assert.equal(contract.type, 'retail');
    assert.equal(contract.isCurrent, true);
    assert.equal(contract.isForOrder, true);
    assert.equal(contract.isOrderDeny, false);
    assert.equal(contract.creditLimit, 0);
    const paying = await t.app.inject({
      url: `/api/payment_methods?contract=${contract.id}`,
      headers: buyer.headers,
    });
    const providers = new Set(json<PaymentMethod[]>(paying).map((method) => method.provider));
    assert.ok(providers.has('online') && providers.has('card') && providers.has('cash'), paying.body);
    assert.ok(!providers.has('bank') && !providers.has('qr'), 'no invoices or QR without a manager');
    assert.equal(
      await countRows(t.db, 'wholesale_requests'),
      0,
      'a private buyer asks for no wholesale contract',
    );

    await api.addToCart(buyer, `s${catalog.offerId}`, 1);
    const placed = await api.create(buyer, api.payloadOf(contract.id, await api.cartOf(buyer)));
    assert.equal(placed.statusCode, 200, placed.body);
    const order = await api.showOrder(buyer, json<{ id: number }>(placed).id);
    assert.equal(order.items.length, 1);
  });

  it('refuses a second account with the same e-mail, whatever its case', async () => {
    await expectViolations(form({ email: 'NEW.BUYER@example.com' }), {
      email: 'Пользователь с таким email уже зарегистрирован',
    });
  });

  it('registers a business buyer with valid requisites: the offer contract and a wholesale request', async () => {
    const response = await register(form({ type: 'business', email: 'firm@example.com', company }));
    assert.equal(response.statusCode, 201, response.body);
    const { user, token } = json<RegistrationResponse>(response);
    assert.equal(user.type, 'business');
    assert.deepEqual(user.company, company);
    const contracts = json<Contract[]>(
      await t.app.inject({ url: '/api/contracts/load', headers: bearer(token) }),
    );
    assert.deepEqual(
      contracts.map((contract) => [contract.type, contract.isCurrent, contract.isForOrder]),
      [['retail', true, true]],
    );
    const requests = await t.db
      .selectFrom('wholesale_requests')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    assert.equal(requests.length, 1);
    assert.equal(requests[0]?.handled_at, null);
  });

  it('a refused registration leaves no contract or request behind', async () => {
    const [contracts, requests] = [
      await countRows(t.db, 'contracts'),
      await countRows(t.db, 'wholesale_requests'),
    ];
    await expectViolations(form({ type: 'business', email: 'firm@example.com', company }), {
      email: 'Пользователь с таким email уже зарегистрирован',
    });
    assert.equal(await countRows(t.db, 'contracts'), contracts);
    assert.equal(await countRows(t.db, 'wholesale_requests'), requests);
  });

  it('an individual entrepreneur needs no КПП', async () => {
    const response = await register(
      form({
        type: 'business',
        email: 'ip@example.com',
        company: { ...company, type: 'ИП', name: 'ИП Сидоров А. И.', inn: '910200315975', kpp: '' },
      }),
    );
    // 910200315975 is not a valid 12-digit ИНН: the shared rule must refuse it.
    assert.equal(response.statusCode, 400);
    const valid = await register(
      form({
        type: 'business',
        email: 'ip@example.com',
        company: { ...company, type: 'ИП', name: 'ИП Сидоров А. И.', inn: '500100732259', kpp: '' },
      }),
    );
    assert.equal(valid.statusCode, 201, valid.body);
  });

  it('checks business requisites with the shared rules', async () => {
    await expectViolations(form({ type: 'business', email: 'firm2@example.com', company: null }), {
      company: /не должно быть пустым/,
    });
    await expectViolations(
      form({
        type: 'business',
        email: 'firm3@example.com',
        company: {
          ...company,
          inn: '9102003158',
          kpp: '9102-01',
          bik: '04351060',
          settlementAccount: '40702810741000012874',
        },
      }),
      { 'company.inn': 'Неверный ИНН', 'company.kpp': 'Неверный КПП', 'company.bik': 'Неверный БИК' },
    );
    await expectViolations(
      form({
        type: 'business',
        email: 'firm4@example.com',
        company: {
          ...company,
          settlementAccount: '40702810741000012874',
          correspondentAccount: '30101810335100000608',
        },
      }),
      { 'company.settlementAccount': 'Неверный Р/Счёт', 'company.correspondentAccount': 'Неверный К/Счёт' },
    );
    await expectViolations(
      form({ type: 'business', email: 'firm5@example.com', company: { ...company, kpp: '' } }),
      {
        'company.kpp': /не должно быть пустым/,
      },
    );
  });

  it('reports missing fields and bad values in Russian', async () => {
    await expectViolations(
      {},
      {
        email: /не должно быть пустым/,
        'plainPassword.first': /не должно быть пустым/,
        lastName: /не должно быть пустым/,
        phone: /не должно быть пустым/,
      },
    );
    await expectViolations(form({ email: 'not-an-email' }), { email: 'Неверный формат email' });
    await expectViolations(form({ plainPassword: { first: 'secret-pass-1', second: 'secret-pass-2' } }), {
      'plainPassword.second': 'Пароли не совпадают',
    });
    await expectViolations(form({ plainPassword: { first: 'short', second: 'short' } }), {
      'plainPassword.first': /не менее 8/,
    });
    await expectViolations(form({ phone: '12345' }), { phone: 'Неверный формат телефона' });
  });

  it('refuses wrong types and oversize values by the request schema', async () => {
    await expectViolations(
      { ...form(), email: 42, plainPassword: 'x' },
      {
        email: 'Значение должно быть строкой',
        plainPassword: 'Значение должно быть объектом',
      },
    );
    await expectViolations({ ...form(), company: 'ООО' }, { company: 'Недопустимое значение' });
    await expectViolations({ ...form(), lastName: 'Я'.repeat(300) }, { lastName: /не более 255 символов/ });
    await expectViolations({ ...form(), type: 'admin' }, { type: /одно из значений/ });
  });

  it('refuses bodies that are not JSON objects, never with 500', async () => {
    const users = await countRows(t.db, 'users');
    const cases: { payload: string; type: string; status: number }[] = [
      { payload: '{"email": "a@b.c",', type: 'application/json', status: 400 },
      { payload: '"text"', type: 'application/json', status: 400 },
      { payload: '[]', type: 'application/json', status: 400 },
      { payload: 'email=a@b.c', type: 'text/csv', status: 415 },
      { payload: `{"lastName": "${'a'.repeat(1_100_000)}"}`, type: 'application/json', status: 413 },
      { payload: '{"__proto__": {"isAdmin": true}}', type: 'application/json', status: 400 },
    ];
    for (const { payload, type, status } of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/registration',
        headers: { 'content-type': type },
        payload,
      });
      assert.equal(
        response.statusCode,
        status,
        `${type} ${payload.slice(0, 40)}: ${response.body.slice(0, 200)}`,
      );
      const body = json<ApiErrorBody>(response);
      assert.equal(body.code, status);
      assert.match(body.message, cyrillic);
    }
    assert.equal(await countRows(t.db, 'users'), users);
  });

  it('stores SQL and markup text as plain text', async () => {
    const lastName = "Robert'); DROP TABLE users;--";
    const firstName = '<script>alert(1)</script>';
    const response = await register(
      form({ email: 'bobby@example.com', lastName, firstName, address: "1' OR '1'='1" }),
    );
    assert.equal(response.statusCode, 201, response.body);
    const { user } = json<RegistrationResponse>(response);
    assert.equal(user.lastName, lastName);
    assert.equal(user.firstName, firstName);
    assert.ok((await countRows(t.db, 'users')) > 3);
  });

  it('GET /api/user/types lists buyer types and company types', async () => {
    const response = await t.app.inject({ url: '/api/user/types' });
    assert.equal(response.statusCode, 200);
    const body = json<UserTypesResponse>(response);
    assert.deepEqual(
      body.userTypes.map((option) => option.value),
      ['retail', 'business'],
    );
    assert.deepEqual(body.companyTypes[0], { value: '', label: 'Не указано' });
    assert.deepEqual(
      body.companyTypes.map((option) => option.value),
      ['', 'ООО', 'ОАО', 'ЗАО', 'ТОО', 'АО', 'ИП', 'ПБОЮЛ', 'ГУП'],
    );
  });
});
