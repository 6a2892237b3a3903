import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FindByQueryResponse, Good } from '@shop/shared';
import { searchApi } from '@shop/shared/api';
import { setSession, setupUser } from '@shop/shared/testing';
import { laximoApi } from '../../api/laximo';
import { lubricationAnswer } from '../../test/fixtures';
import { renderAt } from '../../test/render';

jest.mock('@shop/shared/api', () => jest.requireActual('../../test/mocks').apiModuleMock());
jest.mock('../../api/laximo', () =>
  jest.requireActual('../../test/mocks').remoteApiMock('../api/laximo', 'laximoApi'),
);

jest.setTimeout(30000);

const offer = (itemKey: string, price: number, deliveryTime: number) => ({
  itemKey,
  vendor: { id: 1, name: 'Склад', isRemote: false },
  price,
  amount: 5,
  amountString: '5',
  minAmount: 1,
  multiplicityAmount: 1,
  deliveryTime,
  isStock: true,
  refund: { isAllowed: true, percent: 0, conditions: '' },
  cartAmount: 0,
});

const good = (number: string, offers: Good['offers'], isCross = false) =>
  ({ number, offers, isCross }) as unknown as Good;

const back = '/catalogs/originals/vehicle?catalogCode=VW&ssd=s&vehicleId=101';
const url = `/catalogs/originals/unit?catalogCode=VW&ssd=ssd-unit-oil&unitId=u-oil&back=${encodeURIComponent(back)}`;

/** jsdom loads no images: the drawing reports its natural size as a browser would. */
function loadDrawing(width: number, height: number) {
  const image = screen.getByRole('img', { name: 'Схема: Система смазки' });
  Object.defineProperty(image, 'naturalWidth', { value: width });
  Object.defineProperty(image, 'naturalHeight', { value: height });
  fireEvent.load(image);
}

beforeEach(() => {
  setSession(null);
  jest.mocked(laximoApi.unit).mockResolvedValue(lubricationAnswer);
  jest.mocked(searchApi.findByQuery).mockImplementation(async ({ number }) => {
    const answer: FindByQueryResponse =
      number === '03C115561H'
        ? {
            searchId: 's',
            goods: [
              good('03C115561H', [offer('k0', 2435, 48)]),
              good('W 712/75', [offer('k1', 640, 0), offer('k2', 590, 48)], true),
            ],
            remoteVendors: [],
          }
        : { searchId: 's', goods: [good('N 0138157', [])], remoteVendors: [] };
    return answer;
  });
});

describe('/catalogs/originals/unit', () => {
  it('places the callouts in percent of the drawing and links them both ways with the parts', async () => {
    renderAt(url);
    const user = setupUser();
    expect(await screen.findByRole('heading', { name: /Система смазки/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Схема: Система смазки' })).toHaveAttribute(
      'src',
      '/api/laximo2/image/115-01/source.svg',
    );
    expect(screen.queryByRole('button', { name: /Позиция/ })).not.toBeInTheDocument();
    loadDrawing(400, 400);
    const callout = screen.getByRole('button', { name: 'Позиция 1 на схеме' });
    expect(callout).toHaveStyle({ left: '25%', top: '12.5%', width: '10%', height: '10%' });

    const rows = screen.getAllByRole('row');
    const filterRow = rows.find((row) => within(row).queryByText('03C115561H')) as HTMLElement;
    const plugRow = rows.find((row) => within(row).queryByText('N 0138157')) as HTMLElement;
    await user.hover(callout);
    expect(filterRow).toHaveClass('parts-row-active');
    await user.unhover(callout);
    expect(filterRow).not.toHaveClass('parts-row-active');

    await user.click(callout);
    expect(filterRow).toHaveClass('parts-row-active');
    expect(callout).toHaveAttribute('aria-pressed', 'true');

    await user.hover(plugRow);
    expect(screen.getByRole('button', { name: 'Позиция 2 на схеме' })).toHaveClass('unit-callout-active');
    expect(filterRow).not.toHaveClass('parts-row-active');
  });

  it('each part leads to its offers and shows the best price and term once found', async () => {
    renderAt(url);
    const link = await screen.findByRole('link', { name: 'Найти предложения VAG 03C115561H' });
    expect(link).toHaveAttribute('href', '/search?brandName=VAG&number=03C115561H');
    // The original's own cheapest offer with the day it can be at the shop ('2 дек., ср', not '2 дн.'); the
    // cheaper analogue apart, never as the original's price.
    // The price (struck-out old price and the discount when a promotion lowered it) and the day, in one cell.
    const ownOffer = (text: RegExp) => (_: string, element: Element | null) =>
      element?.classList.contains('unit-own-offer') === true && text.test(element.textContent ?? '');
    expect(
      await screen.findByText(ownOffer(/^2\s435.*₽, (завтра|\d{1,2} [а-я]+\.?, [а-я]{2})$/)),
    ).toBeInTheDocument();
    expect(screen.getByText(/^аналог от 590/)).toBeInTheDocument();
    expect(screen.queryByText(/^590.*₽,/)).toBeNull();
    expect(await screen.findByText('нет в наличии')).toBeInTheDocument();
    expect(searchApi.findByQuery).toHaveBeenCalledWith({
      brandName: 'VAG',
      number: '03C115561H',
      survey: false,
    });
    expect(screen.getByRole('link', { name: '← К автомобилю' })).toHaveAttribute('href', back);
  });

  it('an unknown unit shows the server message', async () => {
    jest.mocked(laximoApi.unit).mockRejectedValue(
      Object.assign(new Error('404'), {
        isAxiosError: true,
        response: { status: 404, data: { message: 'Узел не найден' } },
      }),
    );
    renderAt('/catalogs/originals/unit?catalogCode=VW&ssd=x&unitId=nope');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить узел'));
  });
});
