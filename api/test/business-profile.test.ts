import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ApiErrorBody, Company, User } from '@shop/shared';
import { bearer, createTestApp, demo, json, login, type TestApp } from './helpers.js';

const person = {
  lastName: 'Коваленко',
  firstName: 'Андрей',
  middleName: 'Викторович',
  phone: '+7 (978) 765-43-21',
  address: 'Респ Крым, г Симферополь, ул Гоголя, д 20',
};

const company: Company = {
  type: 'ООО',
  name: 'Автозапчасти Крым',
  inn: '9102017345',
  kpp: '910201001',
  bik: '043510607',
  bankName: 'РНКБ БАНК (ПАО)',
  correspondentAccount: '30101810335100000607',
  settlementAccount: '',
  legalAddress: '295000, Респ Крым, г Симферополь, ул Киевская, д 120',
};

describe('the requisites of a business buyer in the profile', () => {
  let t: TestApp;
  let wholesale: string;
  let retail: string;
  before(async () => {
    t = await createTestApp();
    wholesale = await login(t.app, demo.wholesale.email, demo.wholesale.password);
    retail = await login(t.app, demo.retail.email, demo.retail.password);
  });
  after(() => t.close());

  function edit(token: string, payload: unknown) {
    return t.app.inject({
      method: 'POST',
      url: '/api/user/edit',
      headers: bearer(token),
      payload: payload as Record<string, unknown>,
    });
  }

  async function current(token: string): Promise<User> {
    return json<User>(await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) }));
  }

  it('saves the company with the profile', async () => {
    const response = await edit(wholesale, {
      ...person,
      company: { ...company, name: ' Автозапчасти Крым ' },
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(json<{ user: User }>(response).user.company, company);
    assert.deepEqual((await current(wholesale)).company, company);
  });

  it('keeps the company when the profile is sent without it', async () => {
    const response = await edit(wholesale, { ...person, firstName: 'Андрей' });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual((await current(wholesale)).company, company);
  });

  it('refuses wrong requisites with the shared rules, writing nothing', async () => {
    const before = await current(wholesale);
    const response = await edit(wholesale, {
      ...person,
      lastName: 'Другой',
      company: { ...company, inn: '9102017346', correspondentAccount: '30101810335100000608' },
    });
    assert.equal(response.statusCode, 400, response.body);
    const paths = json<ApiErrorBody>(response).violations?.map((violation) => violation.propertyPath);
    assert.deepEqual(paths?.sort(), ['company.correspondentAccount', 'company.inn']);
    assert.deepEqual(await current(wholesale), before);
  });

  it('ignores a company sent by a private person', async () => {
    const response = await edit(retail, { ...person, company });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal((await current(retail)).company, null);
  });
});
