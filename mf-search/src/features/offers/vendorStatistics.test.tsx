import { screen, waitFor, within } from '@testing-library/react';
import type { VendorDeliveryStatistics } from '@shop/shared';
import { searchApi } from '@shop/shared/api';
import { makeOffer, makeUser, mannW71275, remoteVendor } from '../../test/fixtures';
import { httpError, setSession, setupUser } from '@shop/shared/testing';
import { renderInRouter } from '../../test/render';
import { CartAdditionsProvider } from './cartAdditions';
import { clearDeliveryStatistics } from './deliveryStatistics';
import { OffersTable } from './OffersTable';

jest.mock('../../api/batch', () =>
  jest.requireActual('@shop/shared/testing/mocks').clientModuleMock(jest.requireActual('../../api/batch')),
);
jest.mock('@shop/shared/api', () => jest.requireActual('../../test/mocks').apiModuleMock());
jest.mock('@shop/shared/ui', () => jest.requireActual('@shop/shared/testing/mocks').uiModuleMock());

jest.setTimeout(20000);

const own = makeOffer('own');
const remote = makeOffer('remote', { vendor: remoteVendor, isStock: false, deliveryTime: 72 });
const statistics: VendorDeliveryStatistics = {
  vendorId: remoteVendor.id,
  ordersTotal: 41,
  onTimePercent: 87.8,
  averageDelayHours: 30.5,
  terms: [
    { promisedDays: 3, deliveries: 30, actualDays: 3.4 },
    { promisedDays: 7, deliveries: 11, actualDays: 8.1 },
  ],
};

function renderOffers() {
  const good = mannW71275([own, remote]);
  renderInRouter(
    <CartAdditionsProvider>
      <OffersTable good={good} offers={good.offers} searchId="s1" label="Предложения" />
    </CartAdditionsProvider>,
  );
}

describe('delivery statistics of a remote supplier (SPEC §7 Vendors/delivery)', () => {
  beforeEach(() => {
    setSession(makeUser());
    clearDeliveryStatistics();
  });

  it('opens from the supplier’s name with the figures of the API, asked once for the row and the popover', async () => {
    jest.mocked(searchApi.deliveryStatistics).mockResolvedValue(statistics);
    renderOffers();
    const user = setupUser();
    // The row shows the on-time share beside the date (issue 28); the popover reuses that answer.
    expect(await screen.findByText('вероятность поставки 88 %')).toBeInTheDocument();
    // An own warehouse has no statistics: its name is plain text.
    expect(screen.queryByRole('button', { name: own.vendor.name })).not.toBeInTheDocument();

    const name = screen.getByRole('button', { name: remoteVendor.name });
    await user.click(name);
    const figures = await screen.findByRole('group', { name: 'Статистика поставок' });
    expect(await within(figures).findByText('41')).toBeInTheDocument();
    expect(within(figures).getByText('Поставок за 90 дней')).toBeInTheDocument();
    expect(within(figures).getByText(`87,8 %`)).toBeInTheDocument();
    expect(within(figures).getByText('1 дн. 7 ч.')).toBeInTheDocument();
    expect(screen.getByText(`Поставки: ${remoteVendor.name}`)).toBeInTheDocument();
    // The popover is put around the name on its first use: the name is a new button by now.
    expect(screen.getByRole('button', { name: remoteVendor.name })).toHaveAttribute('aria-expanded', 'true');
    expect(searchApi.deliveryStatistics).toHaveBeenCalledWith(remoteVendor.id);
    expect(searchApi.deliveryStatistics).toHaveBeenCalledTimes(1);

    // Promised against actual days: the table's figures, and the chart (recharts, a lazy chunk) drawing them.
    const terms = within(figures).getByRole('table', { name: 'Обещанный и фактический срок поставки' });
    const rows = within(terms)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent?.replace(/\s/g, ' '));
    expect(rows).toEqual(['3 дн.303,4 дн.', '7 дн.118,1 дн.']);
    await waitFor(() => expect(figures.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(4), {
      timeout: 10000,
    });
    expect(within(figures).getByText('обещано')).toBeInTheDocument();
    expect(within(figures).getByText('фактически')).toBeInTheDocument();
    expect(within(figures).getByText('7 дн.', { selector: 'tspan' })).toBeInTheDocument();
  });

  it('says so when the supplier has not delivered yet', async () => {
    jest.mocked(searchApi.deliveryStatistics).mockResolvedValue({
      vendorId: remoteVendor.id,
      ordersTotal: 0,
      onTimePercent: 0,
      averageDelayHours: 0,
      terms: [],
    });
    renderOffers();
    await setupUser().hover(screen.getByRole('button', { name: remoteVendor.name }));
    expect(await screen.findByText('За последние 90 дней поставок не было.')).toBeInTheDocument();
  });

  it('offers to retry when the statistics fail to load', async () => {
    jest.mocked(searchApi.deliveryStatistics).mockRejectedValue(httpError(500));
    renderOffers();
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: remoteVendor.name }));
    expect(await screen.findByText('Не удалось загрузить статистику поставок')).toBeInTheDocument();
    // The row shows the date without the share it could not get.
    expect(screen.queryByText(/вероятность поставки/)).not.toBeInTheDocument();
    jest.mocked(searchApi.deliveryStatistics).mockResolvedValue(statistics);
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('41')).toBeInTheDocument();
  });
});
