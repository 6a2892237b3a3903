import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type {
  ApiErrorBody,
  DeliveryMethod,
  DeliveryRoutesResponse,
  DeliveryTimetableRoute,
} from '@shop/shared';
import { cartArrival, moscowDay } from '@shop/shared/delivery';
import { addressHasLocality } from '../src/delivery/localities.js';
import {
  isPublicHoliday,
  resolveScheduleEntry,
  scheduleEntries,
  SCHEDULE_DAYS,
} from '../src/delivery/schedule.js';
import { createTestApp, cyrillic, json, type TestApp } from './helpers.js';

/** Moscow wall-clock time as an instant (UTC+3). */
function msk(dateTime: string): Date {
  return new Date(`${dateTime}+03:00`);
}

const monToSat = [1, 2, 3, 4, 5, 6].map((day, index) => ({
  id: 100 + index,
  day_of_week: day,
  time: '14:00',
  order_processing_hours: 3,
}));

describe('schedule math', () => {
  it('offers the next 14 days without Sundays and the public holiday of 9 March 2026', () => {
    // Friday 6 March 2026, 10:00: 8 March is a Sunday, so Monday 9 March is a day off.
    const entries = scheduleEntries(monToSat, msk('2026-03-06T10:00:00'));
    assert.deepEqual(
      entries.map((entry) => entry.dateString),
      [
        '06.03.2026',
        '07.03.2026',
        '10.03.2026',
        '11.03.2026',
        '12.03.2026',
        '13.03.2026',
        '14.03.2026',
        '16.03.2026',
        '17.03.2026',
        '18.03.2026',
        '19.03.2026',
      ],
    );
    assert.equal(SCHEDULE_DAYS, 14);
    const [first, second] = entries;
    assert.deepEqual(first, {
      id: '104:2026-03-06',
      dateTime: '2026-03-06T11:00:00.000Z',
      dateString: '06.03.2026',
      dayOfWeekString: 'пятница',
      timeString: '14:00',
      isNearest: true,
      dayOfWeek: 5,
      time: '14:00',
      orderProcessingTime: 3,
    });
    assert.equal(second?.dayOfWeekString, 'суббота');
    assert.equal(second?.isNearest, false);
    assert.equal(entries.filter((entry) => entry.isNearest).length, 1);
  });

  it('skips a delivery whose order deadline has passed', () => {
    // The deadline of Friday 14:00 is 11:00; at 11:00 sharp it is already late.
    const late = scheduleEntries(monToSat, msk('2026-03-06T11:00:00'));
    assert.equal(late[0]?.dateString, '07.03.2026');
    const justInTime = scheduleEntries(monToSat, msk('2026-03-06T10:59:59'));
    assert.equal(justInTime[0]?.dateString, '06.03.2026');
  });

  it('counts processing hours across the weekend', () => {
    const tuesdaySaturday = [2, 6].map((day, index) => ({
      id: index + 1,
      day_of_week: day,
      time: '10:00',
      order_processing_hours: 24,
    }));
    // Saturday 10:00 needs the order by Friday 10:00.
    assert.equal(scheduleEntries(tuesdaySaturday, msk('2026-03-06T09:59:00'))[0]?.dateString, '07.03.2026');
    const afterDeadline = scheduleEntries(tuesdaySaturday, msk('2026-03-06T10:30:00'));
    assert.deepEqual(
      afterDeadline.map((entry) => `${entry.dayOfWeekString} ${entry.dateString}`),
      ['вторник 10.03.2026', 'суббота 14.03.2026', 'вторник 17.03.2026'],
    );
  });

  it('starts after the latest line of the cart can arrive (issue 28)', () => {
    // Saturday 28 November 2026, 10:00; a supplier's part taking 3 working days arrives on Wednesday 2 December.
    const now = msk('2026-11-28T10:00:00');
    const readyAt = cartArrival(
      [
        { deliveryTime: 0, isStock: true },
        { deliveryTime: 72, isStock: false },
      ],
      now,
    );
    assert.equal(scheduleEntries(monToSat, now)[0]?.dateString, '28.11.2026');
    const entries = scheduleEntries(monToSat, now, readyAt);
    assert.deepEqual(
      entries.map((entry) => `${entry.dateString}${entry.isNearest ? ' ближайшая' : ''}`),
      [
        '02.12.2026 ближайшая',
        '03.12.2026',
        '04.12.2026',
        '05.12.2026',
        '07.12.2026',
        '08.12.2026',
        '09.12.2026',
        '10.12.2026',
        '11.12.2026',
        '12.12.2026',
        '14.12.2026',
        '15.12.2026',
      ],
      'fourteen days from the day the goods arrive',
    );
    // Goods arriving at 12:00 miss a 14:00 delivery that needs the order by 11:00 that day.
    const atNoon = scheduleEntries(monToSat, now, msk('2026-12-02T12:00:00'));
    assert.equal(atNoon[0]?.dateString, '03.12.2026');
    // Goods in stock (no arrival, or one already past) leave with the nearest delivery.
    assert.equal(scheduleEntries(monToSat, now, msk('2026-11-27T00:00:00'))[0]?.dateString, '28.11.2026');
  });

  it('takes the day in Moscow time, not in UTC', () => {
    // 21:30 UTC on Friday is 00:30 on Saturday in Moscow: Friday is gone.
    const entries = scheduleEntries(monToSat, new Date('2026-03-06T21:30:00Z'));
    assert.equal(entries[0]?.dateString, '07.03.2026');
    assert.equal(moscowDay(new Date(entries[0]?.dateTime ?? '')), moscowDay(msk('2026-03-07T12:00:00')));
  });

  it('knows the holidays of the production calendar and of years without one', () => {
    assert.equal(isPublicHoliday(moscowDay(msk('2026-01-07T12:00:00'))), true);
    assert.equal(isPublicHoliday(moscowDay(msk('2026-05-11T12:00:00'))), true);
    // An ordinary Saturday is not a holiday (routes may run on Saturdays).
    assert.equal(isPublicHoliday(moscowDay(msk('2026-03-07T12:00:00'))), false);
    assert.equal(isPublicHoliday(moscowDay(msk('2030-05-01T12:00:00'))), true);
    assert.equal(isPublicHoliday(moscowDay(msk('2030-05-07T12:00:00'))), false);
  });

  it('finds localities as whole words, whatever the case and ё', () => {
    assert.equal(addressHasLocality('РЕСП КРЫМ, Г СИМФЕРОПОЛЬ, УЛ КИЕВСКАЯ', 'Симферополь'), true);
    assert.equal(addressHasLocality('Респ Крым, пгт Щелкино, ул Ленина', 'Щёлкино'), true);
    assert.equal(addressHasLocality('Респ Крым, Симферопольский р-н, с Мирное', 'Симферополь'), false);
    assert.equal(addressHasLocality('г. Саки,ул. Курортная', 'Саки'), true);
  });
});

describe('delivery API', () => {
  let t: TestApp;
  let methods: DeliveryMethod[] = [];
  const routeMethod = () => methods.find((method) => method.isDeliveryRouteRequired);

  before(async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/delivery/types' });
    assert.equal(response.statusCode, 200);
    methods = json<DeliveryMethod[]>(response);
  });
  after(() => t.close());

  async function routes(address: string, deliveryType: number): Promise<DeliveryRoutesResponse> {
    const query = new URLSearchParams({ address, deliveryType: String(deliveryType) });
    const response = await t.app.inject({ method: 'GET', url: `/api/delivery/routes?${query}` });
    assert.equal(response.statusCode, 200, response.body);
    return json<DeliveryRoutesResponse>(response);
  }

  it('lists the delivery methods with the pick-up by default', () => {
    assert.deepEqual(
      methods.map((method) => [
        method.name,
        method.isDefault,
        method.isAddressRequired,
        method.isDeliveryRouteRequired,
      ]),
      [
        ['Самовывоз из офиса', true, false, false],
        ['Доставка по маршруту', false, true, true],
        ['Транспортная компания', false, true, false],
      ],
    );
  });

  it('finds the route of an address with its upcoming dates', async () => {
    const method = routeMethod();
    assert.ok(method);
    const { routes: found } = await routes('респ крым, г симферополь, ул гоголя, д 20', method.id);
    assert.deepEqual(
      found.map((route) => route.name),
      ['Симферополь — город'],
    );
    const schedule = found[0]?.schedule ?? [];
    // Monday to Saturday for 14 days: even the New Year holidays leave some dates.
    assert.ok(schedule.length >= 3, String(schedule.length));
    assert.equal(schedule[0]?.isNearest, true);
    assert.ok(schedule.slice(1).every((entry) => !entry.isNearest));
    for (const entry of schedule) {
      assert.match(entry.dateString, /^\d{2}\.\d{2}\.\d{4}$/);
      assert.equal(entry.timeString, '14:00');
      assert.notEqual(entry.dayOfWeekString, 'воскресенье');
      assert.ok(new Date(entry.dateTime).getTime() > Date.now());
    }

    const west = await routes('Республика Крым, г. Евпатория, пр-т Победы, 62', method.id);
    assert.equal(west.routes[0]?.name, 'Западный: Саки — Евпатория');
    assert.ok(
      west.routes[0]?.schedule.every((entry) => ['вторник', 'четверг'].includes(entry.dayOfWeekString)),
    );
    assert.deepEqual((await routes('г. Москва, ул. Тверская', method.id)).routes, []);
    assert.deepEqual((await routes('', method.id)).routes, []);
    const pickup = methods.find((item) => item.isDefault);
    assert.ok(pickup);
    assert.deepEqual((await routes('г Симферополь', pickup.id)).routes, []);
  });

  it('gives the weekly timetable of every route for the cart', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/delivery/timetable' });
    assert.equal(response.statusCode, 200, response.body);
    const timetable = json<DeliveryTimetableRoute[]>(response);
    const west = timetable.find((route) => route.name === 'Западный: Саки — Евпатория');
    assert.ok(west);
    assert.ok(west.localities.includes('Евпатория'));
    assert.deepEqual(
      west.departures.map((departure) => [departure.dayOfWeekString, departure.time]),
      [
        ['вторник', '11:00'],
        ['четверг', '11:00'],
      ],
    );
    const city = timetable.find((route) => route.name === 'Симферополь — город');
    assert.deepEqual(
      city?.departures.map((departure) => departure.dayOfWeek),
      [1, 2, 3, 4, 5, 6],
    );
  });

  it('answers 400 with Russian messages for a bad delivery type', async () => {
    for (const url of ['/api/delivery/routes?address=x', '/api/delivery/routes?address=x&deliveryType=abc']) {
      const response = await t.app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 400, url);
      assert.match(json<ApiErrorBody>(response).message, cyrillic);
    }
  });

  it('resolves only an upcoming entry of a route serving the address', async () => {
    const method = routeMethod();
    assert.ok(method);
    const now = msk('2026-03-06T10:00:00');
    const schedule = await t.db
      .selectFrom('delivery_schedules as s')
      .innerJoin('delivery_routes as r', 'r.id', 's.route_id')
      .select(['s.id'])
      .where('r.name', '=', 'Симферополь — город')
      .where('s.day_of_week', '=', 5)
      .executeTakeFirstOrThrow();
    const address = 'Респ Крым, г Симферополь, ул Гоголя, д 20';
    const entry = `${schedule.id}:2026-03-06`;
    assert.deepEqual(await resolveScheduleEntry(t.db, entry, address, method.id, now), {
      scheduleId: schedule.id,
      deliveryAt: new Date('2026-03-06T11:00:00Z'),
      takesGoods: true,
    });
    const refused: [string, string, number, Date][] = [
      [entry, 'Респ Крым, г Ялта, ул Московская', method.id, now],
      [entry, address, method.id + 100, now],
      [entry, address, method.id, msk('2026-03-06T12:00:00')],
      [`${schedule.id}:2026-03-07`, address, method.id, now],
      [`${schedule.id}:2026-04-03`, address, method.id, now],
      [`${schedule.id}:2026-02-27`, address, method.id, now],
      ['999999:2026-03-06', address, method.id, now],
      ['nonsense', address, method.id, now],
    ];
    for (const [id, text, methodId, at] of refused) {
      assert.equal(await resolveScheduleEntry(t.db, id, text, methodId, at), null, `${id} ${text}`);
    }
    // The entries the API offers are the ones an order may name.
    const { routes: found } = await routes(address, method.id);
    const offered = found[0]?.schedule[0];
    assert.ok(offered);
    const resolved = await resolveScheduleEntry(t.db, offered.id, address, method.id);
    assert.equal(resolved?.deliveryAt.toISOString(), offered.dateTime);
  });

  it('tells a delivery before the goods arrive from one after, as far as the routes offer (issue 28)', async () => {
    const method = routeMethod();
    assert.ok(method);
    const now = msk('2026-03-06T10:00:00');
    // Goods arriving on Tuesday 10 March: the Friday delivery of 6 March is too early, that of 20 March is
    // offered (14 days from the arrival), though further than 14 days from now.
    const readyAt = msk('2026-03-10T00:00:00');
    const schedule = await t.db
      .selectFrom('delivery_schedules as s')
      .innerJoin('delivery_routes as r', 'r.id', 's.route_id')
      .select(['s.id'])
      .where('r.name', '=', 'Симферополь — город')
      .where('s.day_of_week', '=', 5)
      .executeTakeFirstOrThrow();
    const address = 'Респ Крым, г Симферополь, ул Гоголя, д 20';
    const resolve = (day: string, ready: Date | null) =>
      resolveScheduleEntry(t.db, `${schedule.id}:${day}`, address, method.id, now, ready);
    assert.equal((await resolve('2026-03-06', readyAt))?.takesGoods, false);
    assert.equal((await resolve('2026-03-13', readyAt))?.takesGoods, true);
    assert.equal((await resolve('2026-03-20', readyAt))?.takesGoods, true);
    assert.equal(await resolve('2026-03-20', null), null);
    assert.equal(await resolve('2026-03-27', readyAt), null);
  });

  it('offers the dates after the cart’s arrival it is given, and refuses a bad one', async () => {
    const method = routeMethod();
    assert.ok(method);
    const readyAt = cartArrival([{ deliveryTime: 5 * 24, isStock: false }], new Date());
    const query = new URLSearchParams({
      address: 'Респ Крым, г Симферополь, ул Гоголя, д 20',
      deliveryType: String(method.id),
      readyAt: readyAt.toISOString(),
    });
    const response = await t.app.inject({ method: 'GET', url: `/api/delivery/routes?${query}` });
    assert.equal(response.statusCode, 200, response.body);
    const schedule = json<DeliveryRoutesResponse>(response).routes[0]?.schedule ?? [];
    assert.ok(schedule.length > 0);
    assert.equal(schedule[0]?.isNearest, true);
    for (const entry of schedule) {
      const deadline = Date.parse(entry.dateTime) - entry.orderProcessingTime * 3_600_000;
      assert.ok(deadline > readyAt.getTime(), `${entry.dateString} leaves before the goods arrive`);
    }
    assert.ok(moscowDay(new Date(schedule[0]?.dateTime ?? '')) - moscowDay(readyAt) <= 1);

    query.set('readyAt', 'послезавтра');
    const bad = await t.app.inject({ method: 'GET', url: `/api/delivery/routes?${query}` });
    assert.equal(bad.statusCode, 400);
    assert.match(json<ApiErrorBody>(bad).message, cyrillic);
  });
});
