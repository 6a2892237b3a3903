import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { User } from '@shop/shared';
import { bearer, createTestApp, cyrillic, demo, json, login, type TestApp } from './helpers.js';

describe('user settings', () => {
  let t: TestApp;
  let retail: string;
  let wholesale: string;
  before(async () => {
    t = await createTestApp();
    retail = await login(t.app, demo.retail.email, demo.retail.password);
    wholesale = await login(t.app, demo.wholesale.email, demo.wholesale.password);
  });
  after(() => t.close());

  function patch(token: string | null, payload: unknown) {
    return t.app.inject({
      method: 'PATCH',
      url: '/api/user/settings',
      headers: token ? bearer(token) : {},
      payload: payload as Record<string, unknown>,
    });
  }

  async function settingsOf(token: string): Promise<User['userSettings']> {
    const response = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    return json<User>(response).userSettings;
  }

  it('merges the changed settings and answers the user', async () => {
    const first = await patch(retail, { searchStockOnly: true, searchDeliveryTerm: 4 });
    assert.equal(first.statusCode, 200, first.body);
    assert.deepEqual(json<User>(first).userSettings, { searchStockOnly: true, searchDeliveryTerm: 4 });
    const second = await patch(retail, { searchSort: 'price-asc' });
    assert.deepEqual(json<User>(second).userSettings, {
      searchStockOnly: true,
      searchDeliveryTerm: 4,
      searchSort: 'price-asc',
    });
    assert.deepEqual(await settingsOf(retail), json<User>(second).userSettings);
    assert.deepEqual(await settingsOf(wholesale), {});
  });

  it('null returns a setting to its default', async () => {
    const response = await patch(retail, { searchDeliveryTerm: null, searchSort: null });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(json<User>(response).userSettings, { searchStockOnly: true });
  });

  it('refuses wrong values with 400 in Russian, changing nothing; drops unknown names', async () => {
    const before = await settingsOf(retail);
    for (const payload of [
      { searchDeliveryTerm: 3 },
      { searchStockOnly: 'yes' },
      { searchSort: 'name' },
      [],
      [{ searchStockOnly: true }],
    ]) {
      const response = await patch(retail, payload);
      assert.equal(response.statusCode, 400, `${JSON.stringify(payload)}: ${response.body}`);
      assert.match(response.body, cyrillic);
    }
    assert.deepEqual(await settingsOf(retail), before);
    // As every body of the API: names it does not know are dropped, never stored.
    const unknown = await patch(retail, { theme: 'dark', searchStockOnly: false });
    assert.equal(unknown.statusCode, 200, unknown.body);
    assert.deepEqual(json<User>(unknown).userSettings, { searchStockOnly: false });
  });

  it('guests get 401', async () => {
    const response = await patch(null, { searchStockOnly: true });
    assert.equal(response.statusCode, 401);
  });
});
