import { screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { searchApi } from '@shop/shared/api';
import type { RemoteOffersResponse } from '@shop/shared';
import {
  boschAnalogue,
  makeGood,
  makeOffer,
  makeUser,
  mannW71275,
  remoteVendor,
  slowVendor,
} from '../../test/fixtures';
import { deferred, httpError, setSession, setupUser } from '@shop/shared/testing';
import { renderAt } from '../../test/render';

jest.mock('../../api/batch', () =>
  jest.requireActual('@shop/shared/testing/mocks').clientModuleMock(jest.requireActual('../../api/batch')),
);
jest.mock('@shop/shared/api', () => jest.requireActual('../../test/mocks').apiModuleMock());
jest.mock('@shop/shared/ui', () => jest.requireActual('@shop/shared/testing/mocks').uiModuleMock());

jest.setTimeout(20000);

beforeEach(() => setSession(makeUser()));

const mannQuery = '/search?brandName=MANN-FILTER&number=W+712%2F75';

function rowsOf(tableName: string): HTMLElement[] {
  const table = screen.getByRole('table', { name: tableName });
  return within(table).getAllByRole('row').slice(1);
}

describe('/search without a query', () => {
  it('asks what to look for with the advanced search form, whose choices go into the address', async () => {
    const { router } = renderAt('/search');
    expect(await screen.findByRole('heading', { name: 'Расширенный поиск' })).toBeInTheDocument();
    expect(screen.getByText('Что ищем? Не указана строка для поиска.')).toBeInTheDocument();
    expect(searchApi.goodsByNumber).not.toHaveBeenCalled();
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Найти' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Введите номер запчасти');
    await user.type(screen.getByRole('textbox', { name: 'Номер запчасти' }), 'oc90');
    await user.click(screen.getByRole('checkbox', { name: 'Только в наличии' }));
    await user.click(screen.getByRole('checkbox', { name: 'С аналогами' }));
    await user.click(screen.getByRole('button', { name: 'Найти' }));
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/search?number=oc90&stockOnly=1&analogues=0',
    );
  });
});

describe('/search?number= (the brands that have the number)', () => {
  it('lists the brands, each linking to its offers', async () => {
    jest.mocked(searchApi.goodsByNumber).mockResolvedValue([
      { id: 1, brand: 'MAHLE', number: 'OC 90', name: 'Фильтр масляный' },
      { id: 2, brand: 'KNECHT', number: 'OC90', name: 'Фильтр масляный двигателя' },
    ]);
    renderAt('/search?number=oc90');
    expect(
      await screen.findByRole('heading', { name: 'Номер «oc90» есть у нескольких производителей' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'MAHLE' })).toHaveAttribute(
      'href',
      '/search?brandName=MAHLE&number=OC+90',
    );
    expect(screen.getByRole('link', { name: 'KNECHT' })).toHaveAttribute(
      'href',
      '/search?brandName=KNECHT&number=OC90',
    );
    expect(screen.getByText('Фильтр масляный двигателя')).toBeInTheDocument();
    expect(searchApi.goodsByNumber).toHaveBeenCalledWith('oc90');
  });

  it('goes straight to the offers of the only brand, replacing the history entry', async () => {
    jest
      .mocked(searchApi.goodsByNumber)
      .mockResolvedValue([{ id: 1, brand: 'MANN-FILTER', number: 'W 712/75', name: 'Фильтр' }]);
    jest
      .mocked(searchApi.findByQuery)
      .mockResolvedValue({ searchId: 's1', goods: [mannW71275()], remoteVendors: [] });
    const { router } = renderAt('/search?number=w71275');
    expect(await screen.findByRole('heading', { level: 1, name: /W 712\/75/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?brandName=MANN-FILTER&number=W+712%2F75');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(searchApi.findByQuery).toHaveBeenCalledWith(
      { brandName: 'MANN-FILTER', number: 'W 712/75', crosses: true },
      expect.any(AbortSignal),
    );
  });

  it('offers the parts the suggestions give for a partial number: "Возможно, вы искали"', async () => {
    jest.mocked(searchApi.goodsByNumber).mockResolvedValue([]);
    jest
      .mocked(searchApi.suggestions)
      .mockResolvedValue([{ id: 7, brand: 'MANN-FILTER', number: 'W 712/75', name: 'Фильтр масляный' }]);
    renderAt('/search?number=w712');
    expect(await screen.findByText('Возможно, вы искали:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'MANN-FILTER W 712/75' })).toHaveAttribute(
      'href',
      '/search?brandName=MANN-FILTER&number=W+712%2F75',
    );
    expect(searchApi.suggestions).toHaveBeenCalledWith('w712');
  });

  it('keeps the filters of an advanced search in the links to each brand', async () => {
    jest.mocked(searchApi.goodsByNumber).mockResolvedValue([
      { id: 1, brand: 'MAHLE', number: 'OC 90', name: 'Фильтр масляный' },
      { id: 2, brand: 'KNECHT', number: 'OC90', name: 'Фильтр масляный двигателя' },
    ]);
    renderAt('/search?number=oc90&stockOnly=1&analogues=0');
    expect(await screen.findByRole('link', { name: 'MAHLE' })).toHaveAttribute(
      'href',
      '/search?brandName=MAHLE&number=OC+90&stockOnly=1&analogues=0',
    );
  });

  it('says nothing was found, also when the search fails', async () => {
    jest.mocked(searchApi.goodsByNumber).mockRejectedValue(new Error('network'));
    renderAt('/search?number=zzz');
    expect(
      await screen.findByRole('heading', { name: 'По запросу «zzz» ничего не найдено' }),
    ).toBeInTheDocument();
  });
});

describe('/search?brandName=&number= (offers)', () => {
  it('shows own stock at once and merges each supplier as it answers; a failed one stays quiet', async () => {
    const remote = deferred<RemoteOffersResponse>();
    jest.mocked(searchApi.findByQuery).mockResolvedValue({
      searchId: 's1',
      goods: [mannW71275(), boschAnalogue()],
      remoteVendors: [remoteVendor, slowVendor],
    });
    jest.mocked(searchApi.remoteOffers).mockImplementation(async ({ providerName }) => {
      if (providerName === slowVendor.name) {
        throw httpError(504, { message: 'Поставщик не ответил вовремя' });
      }
      return remote.promise;
    });
    renderAt(mannQuery);

    expect(
      await screen.findByRole('table', { name: 'Предложения MANN-FILTER W 712/75' }),
    ).toBeInTheDocument();
    expect(rowsOf('Предложения MANN-FILTER W 712/75')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Аналоги' })).toBeInTheDocument();
    expect(rowsOf('Предложения BOSCH 0 451 103 316')).toHaveLength(1);
    expect(screen.getByText('Аналог')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Запрашиваем предложения поставщиков…');
    expect(
      await screen.findByText('Поставщик «Медленный поставщик» не ответил: Поставщик не ответил вовремя'),
    ).toBeInTheDocument();
    expect(searchApi.remoteOffers).toHaveBeenCalledWith(
      { providerName: 'Автопартнёр', brandName: 'MANN-FILTER', number: 'W 712/75' },
      expect.any(AbortSignal),
    );

    await act(async () =>
      remote.resolve({
        vendor: remoteVendor,
        error: null,
        goods: [
          makeGood('Mann Filter', 'W71275', {
            offers: [makeOffer('remote-1', { vendor: remoteVendor, isStock: false, price: 700 })],
          }),
          makeGood('KNECHT', 'OC 90', {
            isCross: true,
            offers: [makeOffer('remote-2', { vendor: remoteVendor, isStock: false })],
          }),
        ],
      }),
    );
    await waitFor(() => expect(rowsOf('Предложения MANN-FILTER W 712/75')).toHaveLength(2));
    expect(within(rowsOf('Предложения MANN-FILTER W 712/75')[1]!).getByText('под заказ')).toBeInTheDocument();
    expect(rowsOf('Предложения KNECHT OC 90')).toHaveLength(1);
    expect(screen.queryByText('Запрашиваем предложения поставщиков…')).not.toBeInTheDocument();
    expect(screen.getAllByText('Аналог')).toHaveLength(2);
  });

  it('says nothing was found for the brand and number', async () => {
    jest.mocked(searchApi.findByQuery).mockResolvedValue({ searchId: 's1', goods: [], remoteVendors: [] });
    renderAt('/search?brandName=NOBRAND&number=123');
    expect(
      await screen.findByRole('heading', { name: 'По запросу «NOBRAND 123» ничего не найдено' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /поищите номер «123» у всех производителей/ })).toHaveAttribute(
      'href',
      '/search?number=123',
    );
  });

  it('offers to try again when the search fails', async () => {
    jest.mocked(searchApi.findByQuery).mockRejectedValueOnce(httpError(500, { message: 'Сбой базы' }));
    jest
      .mocked(searchApi.findByQuery)
      .mockResolvedValueOnce({ searchId: 's1', goods: [mannW71275()], remoteVendors: [] });
    renderAt(mannQuery);
    expect(await screen.findByText('Сбой базы')).toBeInTheDocument();
    await setupUser().click(await screen.findByRole('button', { name: 'Повторить' }));
    expect(
      await screen.findByRole('table', { name: 'Предложения MANN-FILTER W 712/75' }),
    ).toBeInTheDocument();
  });
});
