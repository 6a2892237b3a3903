import { screen, waitFor, within } from '@testing-library/react';
import { carsApi, cartApi } from '@shop/shared/api';
import { useCartCount } from '@shop/shared/cart';
import { useLoginPrompt } from '@shop/shared/session';
import { toast } from '@shop/shared/ui';
import { httpError, makeUser, setSession, setupUser } from '@shop/shared/testing';
import { goodsApi } from '../../api/goods';
import { oil, oilsAnswer } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import { paramsFromQuery, queryFromParams } from './oilsQuery';

jest.mock('@shop/shared/api', () => jest.requireActual('../../test/mocks').apiModuleMock());
jest.mock('@shop/shared/ui', () => jest.requireActual('@shop/shared/testing/mocks').uiModuleMock());
jest.mock('../../api/goods', () =>
  jest.requireActual('../../test/mocks').remoteApiMock('../api/goods', 'goodsApi'),
);

jest.setTimeout(30000);

/** The first antd select of a file renders slowly on a busy machine. */
const SLOW = { timeout: 15000 };

const mobil = oil({
  goodId: 2,
  brandName: 'MOBIL',
  number: '152343',
  name: 'Super 3000 5W-40 4 л',
  viscosity: '5W-40',
});

beforeEach(() => {
  setSession(makeUser());
  jest.mocked(carsApi.list).mockResolvedValue([
    {
      id: 7,
      mark: 'VW',
      model: 'Polo седан',
      modification: '',
      vin: null,
      year: 2012,
      catalogVehicle: null,
    },
  ]);
  jest
    .mocked(goodsApi.oils)
    .mockImplementation(async (query) =>
      oilsAnswer(query.filters.viscosity?.includes('5W-30') ? [oil()] : [oil(), mobil]),
    );
});

test('the filters go to the address and back; a filter change starts from page 1', () => {
  const query = queryFromParams(
    new URLSearchParams('viscosity=5W-30,5W-40&stockOnly=1&carId=7&page=3&brand='),
  );
  expect(query).toEqual({ filters: { viscosity: ['5W-30', '5W-40'] }, stockOnly: true, carId: 7, page: 3 });
  expect(paramsFromQuery(query)).toBe('viscosity=5W-30%2C5W-40&stockOnly=1&carId=7&page=3');
  expect(queryFromParams(new URLSearchParams('carId=abc&page=-2'))).toMatchObject({ carId: null, page: 1 });
});

describe('/catalogs/oils', () => {
  it('filters by viscosity through the address and adds the best offer to the cart', async () => {
    jest.mocked(cartApi.add).mockResolvedValue({ message: 'ok', cartCount: 3 });
    const { router } = renderAt('/catalogs/oils');
    const user = setupUser();
    const list = await screen.findByRole('list', { name: 'Масла, жидкости и фильтры' }, SLOW);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Найдено 2 товара')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Вязкость SAE' }));
    await user.click(await screen.findByTitle('5W-30 (1)', undefined, SLOW));
    await waitFor(() => expect(router.state.location.search).toBe('?viscosity=5W-30'));
    await waitFor(() => expect(screen.getByText('Найдено 1 товар')).toBeInTheDocument());
    expect(goodsApi.oils).toHaveBeenLastCalledWith({
      filters: { viscosity: ['5W-30'] },
      stockOnly: false,
      carId: null,
      page: 1,
    });

    await user.click(screen.getByRole('button', { name: 'В корзину: SHELL 550046387' }));
    await waitFor(() =>
      expect(cartApi.add).toHaveBeenCalledWith({
        itemKey: 'key-shell',
        amount: 1,
        reference: '',
        searchId: null,
      }),
    );
    expect(useCartCount.getState().count).toBe(3);
    expect(toast.success).toHaveBeenCalledWith('Товар добавлен в корзину');
  });

  it('filters by a garage car and by stock', async () => {
    const { router } = renderAt('/catalogs/oils?carId=7&stockOnly=1');
    await screen.findByRole('list', { name: 'Масла, жидкости и фильтры' });
    expect(goodsApi.oils).toHaveBeenCalledWith({ filters: {}, stockOnly: true, carId: 7, page: 1 });
    expect(screen.getByRole('checkbox', { name: 'Только в наличии' })).toBeChecked();
    await setupUser().click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it("adds the offer's minimum in whole multiples and shows the server's reasons when refused", async () => {
    jest.mocked(goodsApi.oils).mockResolvedValue(
      oilsAnswer([
        oil({
          bestOffer: {
            itemKey: 'key-box',
            price: 900,
            deliveryDays: 1,
            deliveryTime: 24,
            isStock: false,
            quantity: 40,
            minAmount: 3,
            multiplicity: 2,
          },
        }),
      ]),
    );
    jest.mocked(cartApi.add).mockRejectedValue(
      httpError(400, {
        message: 'Ошибка при добавлении в корзину',
        violations: [{ propertyPath: 'amount', message: 'Нет такого количества' }],
      }),
    );
    renderAt('/catalogs/oils');
    // The name said begins with the text shown (axe's label-content-name-mismatch).
    await setupUser().click(await screen.findByRole('button', { name: 'В корзину, 4 шт.: SHELL 550046387' }));
    await waitFor(() =>
      expect(cartApi.add).toHaveBeenCalledWith(expect.objectContaining({ itemKey: 'key-box', amount: 4 })),
    );
    expect(screen.getByRole('button', { name: 'В корзину, 4 шт.: SHELL 550046387' })).toHaveTextContent(
      'В корзину, 4 шт.',
    );
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Ошибка при добавлении в корзину', 'Нет такого количества'),
    );
  });

  it('tells a promotion on the card: the old price struck out and the discount linking to its page', async () => {
    const promotion = {
      title: 'Скидка 10 % на масла',
      slug: 'masla-minus-10',
      percent: 10,
      priceBefore: 4056,
    };
    jest.mocked(goodsApi.oils).mockResolvedValue(
      oilsAnswer([
        oil({
          bestOffer: {
            itemKey: 'key-shell',
            price: 3651,
            deliveryDays: 0,
            deliveryTime: 0,
            isStock: true,
            quantity: 8,
            promotion,
          },
        }),
      ]),
    );
    renderAt('/catalogs/oils');
    const link = await screen.findByRole('link', { name: /−10\s%\sпо акции «Скидка 10 % на масла»/ });
    expect(link).toHaveAttribute('href', '/actions/masla-minus-10');
    const price = link.closest('.offer-price');
    expect(price).toHaveTextContent(/Без скидки\s4\s056\s₽\s3\s651\s₽/);
    expect(within(link.closest('.goods-card') as HTMLElement).getByText('сегодня')).toBeInTheDocument();
  });

  it('a guest adding to the cart gets the login prompt; nothing found says so', async () => {
    setSession(null);
    const open = jest.spyOn(useLoginPrompt.getState(), 'open');
    renderAt('/catalogs/oils');
    await setupUser().click(await screen.findByRole('button', { name: 'В корзину: SHELL 550046387' }));
    expect(open).toHaveBeenCalledWith('/catalogs/oils');
    expect(cartApi.add).not.toHaveBeenCalled();
    expect(carsApi.list).not.toHaveBeenCalled();

    jest.mocked(goodsApi.oils).mockResolvedValue(oilsAnswer([]));
    renderAt('/catalogs/oils?brand=NONE');
    expect(await screen.findByText('Ничего не найдено')).toBeInTheDocument();
  });
});
