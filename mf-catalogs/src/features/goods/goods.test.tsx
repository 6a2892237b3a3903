import { screen, waitFor, within } from '@testing-library/react';
import { cartApi } from '@shop/shared/api';
import { httpError, makeUser, setSession, setupUser } from '@shop/shared/testing';
import { goodsApi } from '../../api/goods';
import { renderAt } from '../../test/render';

jest.mock('@shop/shared/api', () => jest.requireActual('../../test/mocks').apiModuleMock());
jest.mock('@shop/shared/ui', () => jest.requireActual('@shop/shared/testing/mocks').uiModuleMock());
jest.mock('../../api/goods', () =>
  jest.requireActual('../../test/mocks').remoteApiMock('../api/goods', 'goodsApi'),
);

jest.setTimeout(30000);

beforeEach(() => setSession(makeUser()));

describe('/goods', () => {
  it('lists the brands of a letter; the letters lead to ?letter=', async () => {
    jest.mocked(goodsApi.brandsList).mockResolvedValue({
      letters: ['B', 'M', 'Л'],
      brands: [
        { name: 'MANN-FILTER', goodsCount: 120 },
        { name: 'MAHLE', goodsCount: 80 },
      ],
    });
    renderAt('/goods?letter=M');
    const brands = await screen.findByRole('list', { name: 'Бренды' });
    expect(within(brands).getByRole('link', { name: 'MANN-FILTER' })).toHaveAttribute(
      'href',
      '/goods/MANN-FILTER',
    );
    const letters = screen.getByRole('navigation', { name: 'Первая буква бренда' });
    expect(within(letters).getByRole('link', { name: 'M' })).toHaveAttribute('aria-current', 'page');
    expect(within(letters).getByRole('link', { name: 'Л' })).toHaveAttribute('href', '/goods?letter=%D0%9B');
    expect(goodsApi.brandsList).toHaveBeenCalledWith('M');
  });

  it('a brand page lists its parts by page and links each to its part page', async () => {
    jest.mocked(goodsApi.brandGoods).mockImplementation(async (brand, page) => ({
      brand: { name: brand, description: 'Фильтры из Германии' },
      items: [
        { number: page === 1 ? 'W 712/75' : 'HU 7008 z', name: 'Фильтр масляный', hasOffers: page === 1 },
      ],
      total: 120,
      page,
      pageSize: 50,
    }));
    const { router } = renderAt('/goods/MANN-FILTER');
    const user = setupUser();
    expect(await screen.findByRole('link', { name: 'W 712/75' })).toHaveAttribute(
      'href',
      '/goods/MANN-FILTER/W%20712%2F75',
    );
    expect(screen.getByText('есть предложения')).toBeInTheDocument();
    await user.click(screen.getByRole('listitem', { name: '3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    expect(await screen.findByRole('link', { name: 'HU 7008 z' })).toBeInTheDocument();
    expect(goodsApi.brandGoods).toHaveBeenLastCalledWith('MANN-FILTER', 3);
  });

  it('an unknown brand shows the server message with «Повторить»', async () => {
    jest.mocked(goodsApi.brandGoods).mockRejectedValue(httpError(404, { message: 'Бренд не найден' }));
    renderAt('/goods/NOPE');
    expect(await screen.findByText('Бренд не найден')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });
});

describe('/accessories', () => {
  it('filters by category through the address and adds an accessory to the cart', async () => {
    jest.mocked(goodsApi.accessories).mockImplementation(async (category) => ({
      categories: [
        { slug: 'wipers', name: 'Щётки стеклоочистителя', count: 1 },
        { slug: 'lamps', name: 'Лампы', count: 1 },
      ],
      items: [
        {
          goodId: 9,
          brandName: 'BOSCH',
          number: category === 'lamps' ? '1 987 302 777' : '3 397 118 979',
          name: category === 'lamps' ? 'Лампа H7' : 'Щётки Aerotwin',
          category: category ?? 'wipers',
          bestOffer: {
            itemKey: 'key-bosch',
            price: 1990,
            deliveryDays: 1,
            deliveryTime: 24,
            isStock: false,
            quantity: 4,
          },
        },
      ],
      total: 1,
      page: 1,
      pageSize: 24,
    }));
    jest.mocked(cartApi.add).mockResolvedValue({ message: 'ok', cartCount: 1 });
    const { router } = renderAt('/accessories');
    const user = setupUser();
    await screen.findByText('Щётки Aerotwin');
    await user.click(screen.getByRole('button', { name: /^Лампы/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=lamps'));
    expect(await screen.findByText('Лампа H7')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Лампы/ })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'В корзину: BOSCH 1 987 302 777' }));
    await waitFor(() =>
      expect(cartApi.add).toHaveBeenCalledWith(expect.objectContaining({ itemKey: 'key-bosch', amount: 1 })),
    );
  });
});
