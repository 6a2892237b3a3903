import { screen, waitFor, within } from '@testing-library/react';
import { ordersApi } from '../../api/orders';
import { formatMoney } from '@shop/shared/format';
import { setSession, sizeCharts } from '@shop/shared/testing';
import { makeUser } from '../../test/checkoutFixtures';
import { makeSpending, moneyText, page } from '../../test/orderFixtures';
import { renderAt } from '../../test/render';

jest.mock('../../api/orders', () =>
  jest.requireActual('@shop/shared/testing/mocks').clientModuleMock(jest.requireActual('../../api/orders')),
);
jest.mock('../../api/checkout', () =>
  jest.requireActual('@shop/shared/testing/mocks').clientModuleMock(jest.requireActual('../../api/checkout')),
);
jest.mock('@shop/shared/api', () => jest.requireActual('@shop/shared/testing/mocks').apiModuleMock());
jest.mock('@shop/shared/ui', () => jest.requireActual('@shop/shared/testing/mocks').uiModuleMock());

jest.setTimeout(30000);

let unsizeCharts: () => void;
beforeEach(() => {
  setSession(makeUser());
  jest.mocked(ordersApi.list).mockResolvedValue(page([]));
  unsizeCharts = sizeCharts();
});
afterEach(() => unsizeCharts());

const twelve = [0, 0, 0, 0, 0, 0, 0, 0, 0, 12500, 0, 3840.5];

it('draws the spending per month as bars and gives the same figures as a table', async () => {
  jest.mocked(ordersApi.spending).mockResolvedValue(makeSpending(twelve));
  renderAt('/orders');

  const section = await screen.findByRole('region', { name: 'Траты по месяцам' }, { timeout: 10000 });
  expect(within(section).getByText(moneyText(16340.5))).toBeInTheDocument();
  const table = within(section).getByRole('table', { name: 'Траты по месяцам за 12 месяцев' });
  const rows = within(table).getAllByRole('row');
  expect(rows).toHaveLength(13);
  expect(rows[1]).toHaveTextContent(/^апрель 20250\s?0\s₽$/);
  const january = within(table).getByRole('rowheader', { name: 'январь 2026' }).closest('tr') as HTMLElement;
  expect(
    within(january)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['1', formatMoney(12500)]);
  const march = within(table).getByRole('rowheader', { name: 'март 2026' }).closest('tr') as HTMLElement;
  expect(within(march).getAllByRole('cell')[1]).toHaveTextContent(moneyText(3840.5));

  // The chart (recharts, a lazy chunk): a bar for each month with a sum, months and money in Russian.
  const chart = await waitFor(
    () => {
      const drawn = section.querySelector<HTMLElement>('.orders-spending-chart');
      expect(drawn).not.toBeNull();
      return drawn as HTMLElement;
    },
    { timeout: 10000 },
  );
  expect(await within(chart).findByText('янв 26')).toBeInTheDocument();
  expect(chart.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(2);
  expect(within(chart).getAllByText(/^\d+(,\d)? тыс\. ₽$/).length).toBeGreaterThan(1);
});

it('is left out while the customer has spent nothing, and the list stays', async () => {
  jest.mocked(ordersApi.spending).mockResolvedValue(makeSpending());
  renderAt('/orders');
  await screen.findByText('Заказов не найдено');
  expect(screen.queryByRole('region', { name: 'Траты по месяцам' })).not.toBeInTheDocument();
});
