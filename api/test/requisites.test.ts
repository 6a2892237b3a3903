import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BankSuggestion, CompanySuggestion } from '@shop/shared';
import { isValidBik, isValidCorrAccount, isValidInn, isValidKpp } from '@shop/shared/validation';
import { bankDirectory } from '../src/requisites/banks.js';
import { companyDirectory } from '../src/requisites/companies.js';
import { parseRateLimits } from '../src/http/rate-limits.js';
import { createTestApp, cyrillic, json, type TestApp } from './helpers.js';
import { createRequisitesSuggester } from '../src/requisites/suggest.js';
import { HttpError } from '../src/errors/http-error.js';

/** ОГРН (13 digits) and ОГРНИП (15): the last digit is the rest of the others by 11 (13), its last digit. */
function isValidOgrn(ogrn: string): boolean {
  if (!/^\d{13}$|^\d{15}$/.test(ogrn)) return false;
  const divisor = ogrn.length === 13 ? 11n : 13n;
  return String((BigInt(ogrn.slice(0, -1)) % divisor) % 10n) === ogrn.slice(-1);
}

describe('bank and company directory', () => {
  it('holds real banks whose БИК and correspondent account pass the shared rules', () => {
    assert.ok(bankDirectory.length >= 10);
    for (const { suggestion } of bankDirectory) {
      const { bic, correspondent_account: account, inn } = suggestion.data;
      assert.ok(isValidBik(bic), bic);
      assert.ok(isValidCorrAccount(account, bic), `${suggestion.value}: ${account}`);
      if (inn) assert.ok(isValidInn(inn), `${suggestion.value}: ${inn}`);
    }
    const names = bankDirectory.map((entry) => entry.suggestion.data.name.short);
    for (const bank of [
      'РНКБ Банк',
      'Генбанк',
      'ЧБРР',
      'Кубань Кредит',
      'Банк ПСКБ',
      'Сбербанк',
      'ВТБ',
      'Т-Банк',
    ]) {
      assert.ok(names.includes(bank), bank);
    }
  });

  it('holds demo companies with valid ИНН, КПП and ОГРН, one of them liquidated', () => {
    for (const { suggestion } of companyDirectory) {
      const { inn, kpp, ogrn, type } = suggestion.data;
      assert.ok(isValidInn(inn), inn);
      assert.equal(inn.length, type === 'LEGAL' ? 10 : 12);
      if (type === 'LEGAL') assert.ok(isValidKpp(kpp), `${inn}: ${kpp}`);
      else assert.equal(kpp, null);
      assert.ok(isValidOgrn(ogrn ?? ''), `${inn}: ${ogrn}`);
      assert.equal(ogrn?.length, type === 'LEGAL' ? 13 : 15);
      assert.match(suggestion.data.address?.value ?? '', /Крым|Севастополь/);
    }
    assert.ok(companyDirectory.some((entry) => entry.suggestion.data.type === 'INDIVIDUAL'));
    const liquidated = companyDirectory.filter(
      (entry) => entry.suggestion.data.state.status === 'LIQUIDATED',
    );
    assert.equal(liquidated.length, 1);
  });
});

describe('bank and company suggestions from the directory', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  async function get<T>(url: string): Promise<T> {
    const response = await t.app.inject({ method: 'GET', url });
    assert.equal(response.statusCode, 200, response.body);
    return json<T>(response);
  }
  const banks = (query: string) =>
    get<BankSuggestion[]>(`/api/dadata/bank/suggest?query=${encodeURIComponent(query)}`);
  const companies = (query: string) =>
    get<CompanySuggestion[]>(`/api/dadata/party/suggest?query=${encodeURIComponent(query)}`);

  it('finds a bank by БИК, by name and by a name people use', async () => {
    const [rnkb] = await banks('043510607');
    assert.deepEqual(
      { value: rnkb?.value, bic: rnkb?.data.bic, account: rnkb?.data.correspondent_account },
      { value: 'РНКБ БАНК (ПАО)', bic: '043510607', account: '30101810335100000607' },
    );
    assert.equal(rnkb?.data.address?.value, 'г Симферополь');
    assert.deepEqual(
      (await banks('0435')).map((bank) => bank.data.bic),
      ['043510607', '043510123', '043510101'],
    );
    assert.equal((await banks('сбер'))[0]?.data.bic, '044525225');
    assert.equal((await banks('Тинькофф банк'))[0]?.data.bic, '044525974');
    assert.equal((await banks('т-банк'))[0]?.data.bic, '044525974');
    assert.equal((await banks('кубань'))[0]?.data.bic, '040349722');
    assert.deepEqual(await banks('несуществующий банк'), []);
  });

  it('finds a company by ИНН, ОГРН or name with its requisites', async () => {
    const [company] = await companies('9102017345');
    assert.equal(company?.value, 'ООО «Автозапчасти Крым»');
    assert.equal(company?.data.kpp, '910201001');
    assert.equal(company?.data.opf?.short, 'ООО');
    assert.equal(company?.data.type, 'LEGAL');
    assert.equal(company?.data.management?.name, 'Коваленко Сергей Петрович');
    assert.equal(company?.data.address?.value, 'Респ Крым, г Симферополь, ул Киевская, д 120');
    assert.equal((await companies('1149102008736'))[0]?.data.inn, '9102017345');
    assert.equal((await companies('9102')).length, 2);
    const [individual] = await companies('петренко');
    assert.equal(individual?.data.type, 'INDIVIDUAL');
    assert.equal(individual?.data.fio?.surname, 'Петренко');
    assert.equal(individual?.data.kpp, null);
    const [liquidated] = await companies('евпатория авто');
    assert.equal(liquidated?.data.state.status, 'LIQUIDATED');
  });

  it('answers an empty list to an empty query, 400 in Russian to a too long or hostile one, never 5xx', async () => {
    assert.deepEqual(await banks(''), []);
    assert.deepEqual(await companies('   '), []);
    assert.deepEqual(await get('/api/dadata/party/suggest'), []);
    for (const path of ['bank', 'party']) {
      for (const query of ['\u0000', '%%%', '"; drop table users; --', 'ё'.repeat(300), '😀', '%ED%A0%80']) {
        const encoded = query.startsWith('%E') ? query : encodeURIComponent(query);
        const url = `/api/dadata/${path}/suggest?query=${encoded}`;
        const response = await t.app.inject({ method: 'GET', url });
        assert.ok(response.statusCode === 200 || response.statusCode === 400, `${query}: ${response.body}`);
      }
      const long = await t.app.inject({
        method: 'GET',
        url: `/api/dadata/${path}/suggest?query=${'9'.repeat(301)}`,
      });
      assert.equal(long.statusCode, 400, long.body);
      assert.match(long.body, cyrillic);
      const twice = await t.app.inject({ method: 'GET', url: `/api/dadata/${path}/suggest?query=a&query=b` });
      assert.ok(twice.statusCode < 500, twice.body);
    }
  });
});

describe('bank and company suggestions rate limit', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ rateLimits: parseRateLimits('requisitesSuggest=3/60') });
  });
  after(() => t.close());

  it('answers 429 in Russian beyond the limit', async () => {
    const codes: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      const response = await t.app.inject({ method: 'GET', url: '/api/dadata/bank/suggest?query=0445' });
      codes.push(response.statusCode);
      if (response.statusCode === 429) assert.match(response.body, /Слишком много запросов/);
    }
    assert.deepEqual(codes, [200, 200, 200, 429]);
  });
});

interface Recorded {
  url: string;
  authorization: string | undefined;
  body: unknown;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

describe('bank and company suggestions through DaData', () => {
  let t: TestApp;
  let server: Server;
  const recorded: Recorded[] = [];
  let mode: 'ok' | 'fail' | 'slow' | 'garbage' = 'ok';

  before(async () => {
    server = createServer((request, response) => {
      void readBody(request).then((body) => {
        recorded.push({ url: request.url ?? '', authorization: request.headers.authorization, body });
        if (mode === 'slow') return;
        if (mode === 'fail') {
          response.writeHead(500, { 'content-type': 'application/json' });
          response.end('{"message":"Internal"}');
          return;
        }
        response.writeHead(200, { 'content-type': 'application/json' });
        if (mode === 'garbage') {
          response.end('{"suggestions": [1, null, {"value": "x"}, {"value": "", "data": {"inn": "1"}}]}');
          return;
        }
        response.end(JSON.stringify(request.url?.endsWith('/bank') ? dadataBanks : dadataParties));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    t = await createTestApp({
      dadata: { token: 'test-dadata-token', url: `http://127.0.0.1:${port}/rs`, timeoutMs: 300 },
    });
  });
  after(async () => {
    await t.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  async function get<T>(url: string): Promise<T> {
    const response = await t.app.inject({ method: 'GET', url });
    assert.equal(response.statusCode, 200, response.body);
    return json<T>(response);
  }

  it('asks DaData with the token and passes its answer on in its shape', async () => {
    mode = 'ok';
    const banks = await get<BankSuggestion[]>('/api/dadata/bank/suggest?query=%20044525225%20');
    assert.deepEqual(recorded.at(-1), {
      url: '/rs/suggest/bank',
      authorization: 'Token test-dadata-token',
      body: { query: '044525225', count: 10 },
    });
    assert.equal(banks.length, 1);
    assert.equal(banks[0]?.data.name.payment, 'ПАО СБЕРБАНК');
    assert.equal(banks[0]?.data.correspondent_account, '30101810400000000225');
    assert.equal(banks[0]?.data.swift, 'SABRRUMM');

    const companies = await get<CompanySuggestion[]>('/api/dadata/party/suggest?query=7707083893');
    assert.equal(recorded.at(-1)?.url, '/rs/suggest/party');
    assert.equal(companies.length, 1);
    assert.equal(companies[0]?.data.kpp, '773601001');
    assert.equal(companies[0]?.data.state.status, 'ACTIVE');
    assert.equal(companies[0]?.data.type, 'LEGAL');
    assert.equal(companies[0]?.data.address, null);
  });

  it('drops suggestions without the fields the shop needs', async () => {
    mode = 'garbage';
    assert.deepEqual(await get('/api/dadata/party/suggest?query=x'), []);
    assert.deepEqual(await get('/api/dadata/bank/suggest?query=x'), []);
  });

  it('falls back to the directory when DaData fails or is too slow', async () => {
    mode = 'fail';
    const banks = await get<BankSuggestion[]>('/api/dadata/bank/suggest?query=043510607');
    assert.equal(banks[0]?.value, 'РНКБ БАНК (ПАО)');
    mode = 'slow';
    const started = Date.now();
    const companies = await get<CompanySuggestion[]>('/api/dadata/party/suggest?query=9102017345');
    assert.equal(companies[0]?.value, 'ООО «Автозапчасти Крым»');
    assert.ok(Date.now() - started < 2000);
  });

  it('outside demo mode never answers the demo companies: without a token or when DaData fails, 503', async () => {
    const unavailable = (error: unknown) =>
      error instanceof HttpError &&
      error.statusCode === 503 &&
      error.message === 'Подсказки организаций сейчас недоступны. Заполните реквизиты вручную.';
    const withoutToken = createRequisitesSuggester({ ...t.config.dadata, token: null }, false, t.app.log);
    await assert.rejects(withoutToken.companies('9102017345'), unavailable);
    assert.deepEqual(await withoutToken.companies(' '), []);
    // The directory's banks are real: they still answer.
    assert.equal((await withoutToken.banks('043510607'))[0]?.value, 'РНКБ БАНК (ПАО)');

    mode = 'fail';
    const failing = createRequisitesSuggester(t.config.dadata, false, t.app.log);
    await assert.rejects(failing.companies('9102017345'), unavailable);
    assert.equal((await failing.banks('043510607'))[0]?.value, 'РНКБ БАНК (ПАО)');
    mode = 'ok';
    assert.equal((await failing.companies('7707083893'))[0]?.data.kpp, '773601001');
  });
});

const dadataBanks = {
  suggestions: [
    {
      value: 'ПАО Сбербанк',
      unrestricted_value: 'ПАО Сбербанк',
      data: {
        bic: '044525225',
        swift: 'SABRRUMM',
        inn: '7707083893',
        correspondent_account: '30101810400000000225',
        name: { payment: 'ПАО СБЕРБАНК', short: 'Сбербанк', full: null },
        address: {
          value: 'г Москва, ул Вавилова, д 19',
          unrestricted_value: '117312, г Москва, ул Вавилова, д 19',
        },
        state: { status: 'ACTIVE' },
      },
    },
  ],
};

const dadataParties = {
  suggestions: [
    {
      value: 'ПАО Сбербанк',
      data: {
        inn: '7707083893',
        kpp: '773601001',
        ogrn: '1027700132195',
        type: 'LEGAL',
        name: { short_with_opf: 'ПАО Сбербанк' },
        opf: { short: 'ПАО' },
        state: { status: 'ACTIVE' },
      },
    },
  ],
};
