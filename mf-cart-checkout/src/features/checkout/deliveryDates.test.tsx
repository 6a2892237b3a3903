import { screen, waitFor, within } from '@testing-library/react';
import type { DeliveryRoute, DeliveryScheduleEntry } from '@shop/shared';
import { checkoutApi } from '../../api/checkout';
import { setSession, setupUser } from '@shop/shared/testing';
import { givenCart, resetCartPage } from '../../test/cartApis';
import {
  courier,
  makeAddress,
  makeCartItem,
  makeUser,
  offerOf,
  remoteVendor,
} from '../../test/checkoutFixtures';
import { freezeMoscowClock } from '@shop/shared/testing';
import { renderCart, rowOf } from '../../test/renderCart';
import { selectedIn } from '../../test/select';

jest.mock('../../api/checkout', () =>
  jest.requireActual('@shop/shared/testing/mocks').clientModuleMock(jest.requireActual('../../api/checkout')),
);
jest.mock('../../api/orders', () =>
  jest.requireActual('@shop/shared/testing/mocks').clientModuleMock(jest.requireActual('../../api/orders')),
);
jest.mock('@shop/shared/api', () => jest.requireActual('@shop/shared/testing/mocks').apiModuleMock());
jest.mock('@shop/shared/ui', () => jest.requireActual('@shop/shared/testing/mocks').uiModuleMock());

jest.setTimeout(20000);

const address = 'Симферополь, ул. Киевская, 1';

function entry(date: string, day: string, isNearest: boolean): DeliveryScheduleEntry {
  const [dd, mm, yyyy] = date.split('.');
  return {
    id: `r1:${yyyy}-${mm}-${dd}`,
    dateTime: `${yyyy}-${mm}-${dd}T14:00:00+03:00`,
    dateString: date,
    dayOfWeekString: day,
    timeString: '14:00',
    isNearest,
    dayOfWeek: 1,
    time: '14:00',
    orderProcessingTime: 2,
  };
}

/** What the API answers for goods in stock: from today, Saturday 28 November 2026. */
const fromToday: DeliveryRoute = {
  id: 1,
  name: 'Симферополь',
  schedule: [entry('28.11.2026', 'суббота', true), entry('30.11.2026', 'понедельник', false)],
};
/** And for goods at the shop on Wednesday 2 December. */
const fromWednesday: DeliveryRoute = {
  id: 1,
  name: 'Симферополь',
  schedule: [entry('02.12.2026', 'среда', true), entry('03.12.2026', 'четверг', false)],
};

beforeEach(() => {
  resetCartPage();
  setSession(makeUser());
});
afterEach(() => jest.useRealTimers());

it('offers delivery after the latest line can arrive, its nearest date by default (issue 28)', async () => {
  // Saturday 28 November 2026, 10:00: a supplier's part taking 3 working days is at the shop on Wednesday.
  freezeMoscowClock('2026-11-28T10:00');
  const stock = makeCartItem(1, { deliveryTime: 0 });
  const supplier = makeCartItem(2, { vendor: remoteVendor, isStock: false, deliveryTime: 72 });
  givenCart({
    items: [stock, supplier],
    offers: [stock, supplier].map((item) => ({ id: item.id, offer: offerOf(item) })),
    deliveryMethods: [courier],
    addresses: [makeAddress(1, address)],
  });
  jest.mocked(checkoutApi.deliveryRoutes).mockImplementation(async (_address, _type, readyAt) => ({
    routes: [readyAt ? fromWednesday : fromToday],
  }));
  renderCart();

  await waitFor(() => expect(selectedIn('deliverySchedule')).toBe('02.12.2026, среда, 14:00 — ближайшая'));
  expect(checkoutApi.deliveryRoutes).toHaveBeenCalledWith(address, courier.id, '2026-12-01T21:00:00.000Z');
  expect(checkoutApi.deliveryRoutes).toHaveBeenCalledTimes(1);
  const summary = screen.getByLabelText('Итог заказа');
  expect(within(summary).getByText('Товары в магазине')).toBeInTheDocument();
  expect(within(summary).getByText('2 дек., ср')).toBeInTheDocument();
  expect(within(rowOf(1)).getByText('сегодня')).toBeInTheDocument();
  expect(within(rowOf(2)).getByText('2 дек., ср')).toBeInTheDocument();

  // Without the supplier's line everything is in stock: today's delivery is offered again.
  await setupUser().click(within(rowOf(2)).getByLabelText('Заказать MANN-FILTER W 712/2'));
  await waitFor(() => expect(selectedIn('deliverySchedule')).toBe('28.11.2026, суббота, 14:00 — ближайшая'));
  expect(checkoutApi.deliveryRoutes).toHaveBeenLastCalledWith(address, courier.id, undefined);
  expect(within(screen.getByLabelText('Итог заказа')).getByText('сегодня')).toBeInTheDocument();
});
