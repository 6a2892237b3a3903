import { screen, within } from '@testing-library/react';
import { searchApi } from '@shop/shared/api';
import { makeBrand, makeGood, makeOffer, makeUser, mannW71275 } from '../../test/fixtures';
import { setupUser } from '@shop/shared/testing';
import { httpError } from '@shop/shared/testing';
import { renderAt } from '../../test/render';
import { setSession } from '@shop/shared/testing';

jest.mock('../../api/batch', () =>
  jest.requireActual('@shop/shared/testing/mocks').clientModuleMock(jest.requireActual('../../api/batch')),
);
jest.mock('@shop/shared/api', () => jest.requireActual('../../test/mocks').apiModuleMock());
jest.mock('@shop/shared/ui', () => jest.requireActual('@shop/shared/testing/mocks').uiModuleMock());

jest.setTimeout(20000);

const mann = () => ({
  ...mannW71275([
    makeOffer('own-1'),
    makeOffer('own-2', { vendor: { id: 2, name: 'Склад Севастополь', isRemote: false } }),
  ]),
  brand: makeBrand('MANN-FILTER', {
    country: 'Германия',
    site: 'www.mann-filter.com',
    thumbs: ['/media/brand/mann-1.png', '/media/brand/mann-2.png'],
    description: 'Фильтры для легковых и грузовых автомобилей.',
    warranty: '12 месяцев',
  }),
  images: ['/media/goods/w712-1.jpg', '/media/goods/w712-2.jpg'],
  thumbs: ['/media/goods/w712-1-small.jpg', '/media/goods/w712-2-small.jpg'],
});

beforeEach(() => setSession(makeUser()));

it('shows the part, its offers, the link to every offer and its replacements', async () => {
  jest.mocked(searchApi.good).mockResolvedValue(mann());
  jest
    .mocked(searchApi.replacements)
    .mockResolvedValue([
      makeGood('MANN-FILTER', 'W 712/73', { id: 9, name: 'Фильтр масляный (новая версия)' }),
    ]);
  renderAt('/goods/MANN-FILTER/W%20712%2F75');

  expect(await screen.findByRole('heading', { level: 1, name: 'MANN-FILTER W 712/75' })).toBeInTheDocument();
  expect(searchApi.good).toHaveBeenCalledWith('MANN-FILTER', 'W 712/75');
  expect(document.title).toBe('MANN-FILTER W 712/75 — АвтоДеталь');
  expect(screen.getByRole('link', { name: 'Все предложения и аналоги' })).toHaveAttribute(
    'href',
    '/search?brandName=MANN-FILTER&number=W+712%2F75',
  );
  expect(screen.getAllByRole('row')).toHaveLength(3);
  expect(await screen.findByRole('link', { name: 'W 712/73' })).toHaveAttribute(
    'href',
    '/search?brandName=MANN-FILTER&number=W+712%2F73',
  );
  expect(searchApi.replacements).toHaveBeenCalledWith('MANN-FILTER', 'W 712/75');
});

it('opens the brand popup and the gallery', async () => {
  jest.mocked(searchApi.good).mockResolvedValue(mann());
  jest.mocked(searchApi.replacements).mockResolvedValue([]);
  const user = setupUser();
  renderAt('/goods/MANN-FILTER/W%20712%2F75');

  await user.click(await screen.findByRole('button', { name: 'MANN-FILTER' }));
  const popup = await screen.findByRole('dialog', { name: 'MANN-FILTER' });
  expect(within(popup).getByText('Германия')).toBeInTheDocument();
  expect(within(popup).getByRole('link', { name: 'www.mann-filter.com' })).toHaveAttribute(
    'href',
    'https://www.mann-filter.com',
  );
  const thumbs = within(popup).getAllByRole('img', { name: 'MANN-FILTER' });
  expect(thumbs).toHaveLength(2);
  expect(thumbs[0]).toHaveAttribute('width', '64');
  expect(thumbs[0]).toHaveAttribute('height', '64');
  expect(within(popup).getByText('Фильтры для легковых и грузовых автомобилей.')).toBeInTheDocument();
  expect(within(popup).getByText('12 месяцев')).toBeInTheDocument();
  await user.click(within(popup).getByRole('button', { name: 'Закрыть' }));

  await user.click(screen.getByRole('button', { name: 'Изображения MANN-FILTER W 712/75' }));
  expect(screen.getByText('1 из 2')).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.queryByText('1 из 2')).not.toBeInTheDocument();
});

it('says when there are no replacements', async () => {
  jest.mocked(searchApi.good).mockResolvedValue(mann());
  jest.mocked(searchApi.replacements).mockResolvedValue([]);
  renderAt('/goods/MANN-FILTER/W%20712%2F75');
  expect(await screen.findByText('Замены для «MANN-FILTER W 712/75» не найдены')).toBeInTheDocument();
});

it('says the part is not found', async () => {
  jest.mocked(searchApi.good).mockRejectedValue(httpError(404, { message: 'Товар не найден' }));
  renderAt('/goods/NOBRAND/123');
  expect(await screen.findByRole('heading', { name: 'Товар не найден' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'поискать предложения по номеру' })).toHaveAttribute(
    'href',
    '/search?brandName=NOBRAND&number=123',
  );
  expect(searchApi.replacements).not.toHaveBeenCalled();
});
