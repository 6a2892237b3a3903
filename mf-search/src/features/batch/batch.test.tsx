import { screen, waitFor, within } from '@testing-library/react';
import type { BatchLine, BatchSummary } from '@shop/shared';
import { batchApi } from '../../api/batch';
import { useCartCount } from '@shop/shared/cart';
import { toast } from '@shop/shared/ui';
import { setSession, setupUser } from '@shop/shared/testing';
import { makeOffer, makeUser, otherStock } from '../../test/fixtures';
import { renderAt } from '../../test/render';

jest.mock('../../api/batch', () =>
  jest.requireActual('@shop/shared/testing/mocks').clientModuleMock(jest.requireActual('../../api/batch')),
);
jest.mock('@shop/shared/api', () => jest.requireActual('../../test/mocks').apiModuleMock());
jest.mock('@shop/shared/ui', () => jest.requireActual('@shop/shared/testing/mocks').uiModuleMock());

jest.setTimeout(20000);

const uid = '6f1c1f43-2a5e-4a55-9a1e-3c6d2b7a9e10';

const summary = (overrides: Partial<BatchSummary> = {}): BatchSummary => ({
  uid,
  name: 'Вставленный список',
  createdAt: '2026-11-24T10:00:00Z',
  lineCount: 3,
  resolved: 3,
  found: 1,
  ambiguous: 1,
  notFound: 1,
  invalid: 0,
  ...overrides,
});

const mann = { id: 7, brandName: 'MANN-FILTER', number: 'W 712/75', name: 'Фильтр масляный' };

const line = (overrides: Partial<BatchLine>): BatchLine => ({
  line: 1,
  brandName: 'MANN',
  number: 'W71275',
  amount: 2,
  comment: '',
  status: 'found',
  message: null,
  good: mann,
  choices: [],
  bestByPrice: makeOffer('cheap', { price: 500, deliveryTime: 48, vendor: otherStock }),
  bestByTerm: makeOffer('fast', { price: 700, deliveryTime: 2 }),
  offerCount: 2,
  ...overrides,
});

const lines = (): BatchLine[] => [
  line({}),
  line({
    line: 2,
    brandName: '',
    number: 'OC 90',
    status: 'ambiguous',
    good: null,
    choices: [
      { id: 11, brandName: 'KNECHT', number: 'OC 90', name: 'Фильтр' },
      { id: 12, brandName: 'MAHLE', number: 'OC 90', name: 'Фильтр' },
    ],
    bestByPrice: null,
    bestByTerm: null,
    offerCount: 0,
  }),
  line({ line: 3, number: 'ZZZ', status: 'notFound', good: null, bestByPrice: null, bestByTerm: null }),
];

beforeEach(() => {
  setSession(makeUser({ isWholesale: true, isAllowBatchSearch: true }));
  jest.mocked(batchApi.history).mockResolvedValue([summary()]);
});

it('is closed to users without batch search', async () => {
  setSession(makeUser());
  renderAt('/batch-search');
  expect(await screen.findByText('Пакетный поиск недоступен')).toBeInTheDocument();
  expect(batchApi.history).not.toHaveBeenCalled();
});

it('reads pasted lines, lets the columns be fixed, shows progress and opens the result', async () => {
  jest.mocked(batchApi.parse).mockResolvedValue({
    rows: [
      ['W 712/75', 'MANN', '2'],
      ['OC 90', 'KNECHT', '1'],
    ],
    columns: { brand: null, number: 0, quantity: 2, comment: null },
    hasHeader: false,
  });
  jest.mocked(batchApi.create).mockResolvedValue(summary({ lineCount: 2, resolved: 0 }));
  // Each chunk answers when the test lets it, so every step of the progress is seen.
  const releases: (() => void)[] = [];
  jest.mocked(batchApi.resolve).mockImplementation(
    () =>
      new Promise((resolve) => {
        const resolved = releases.length + 1;
        releases.push(() => resolve(summary({ lineCount: 2, resolved })));
      }),
  );
  jest.mocked(batchApi.load).mockResolvedValue({ batch: summary(), lines: lines() });
  const user = setupUser();
  const { router } = renderAt('/batch-search');

  expect(await screen.findByText('Вставленный список')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Вставьте строки'), 'W 712/75\tMANN\t2');
  await user.click(screen.getByText('Разобрать строки', { selector: 'button *' }));
  const file = jest.mocked(batchApi.parse).mock.calls[0]?.[0];
  expect(file?.name).toBe('строки.txt');

  // The brand column was not guessed: the user picks it in the preview.
  await user.selectOptions(await screen.findByLabelText('Бренд'), 'колонка 2');
  const preview = screen.getByRole('table', { name: 'Предпросмотр' });
  expect(within(preview).getAllByRole('row')[1]).toHaveTextContent('1MANNW 712/752');
  await user.click(screen.getByText('Найти', { selector: 'button *' }));

  expect(batchApi.create).toHaveBeenCalledWith({
    name: 'Вставленный список',
    lines: [
      { brandName: 'MANN', number: 'W 712/75', quantity: '2', comment: '' },
      { brandName: 'KNECHT', number: 'OC 90', quantity: '1', comment: '' },
    ],
  });
  expect(await screen.findByText('Обработано строк: 0 из 2')).toBeInTheDocument();
  releases[0]?.();
  expect(await screen.findByText('Обработано строк: 1 из 2')).toBeInTheDocument();
  await waitFor(() => expect(releases).toHaveLength(2));
  releases[1]?.();
  await waitFor(() => expect(router.state.location.pathname).toBe(`/batch-search/${uid}`));
  expect(batchApi.resolve).toHaveBeenCalledTimes(2);
});

it('chooses a brand, checks quantities and adds the selected lines in one call with a summary toast', async () => {
  jest.mocked(batchApi.load).mockResolvedValue({ batch: summary(), lines: lines() });
  jest.mocked(batchApi.choose).mockResolvedValue(
    line({
      line: 2,
      number: 'OC 90',
      good: { id: 12, brandName: 'MAHLE', number: 'OC 90', name: 'Фильтр' },
    }),
  );
  jest.mocked(batchApi.addToCart).mockResolvedValue({
    added: 1,
    failed: 1,
    cartCount: 4,
    lines: [
      { line: 1, added: true, message: 'Товар добавлен в корзину' },
      { line: 2, added: false, message: 'Доступное количество для заказа 1' },
    ],
  });
  const user = setupUser();
  renderAt(`/batch-search/${uid}`);

  expect(await screen.findByRole('heading', { level: 1, name: 'Вставленный список' })).toBeInTheDocument();
  expect(screen.getByText('Не найдено', { selector: '.batch-status' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Все предложения' })).toHaveAttribute(
    'href',
    `/batch-search/${uid}/offers`,
  );

  await user.selectOptions(screen.getByLabelText('Бренд строки 2'), '12');
  expect(batchApi.choose).toHaveBeenCalledWith(uid, 2, 12);
  expect(await screen.findByText('MAHLE OC 90')).toBeInTheDocument();

  // Line 1 goes by term instead of price; both found lines are selected.
  const first = document.querySelector<HTMLElement>('tr[data-line="1"]');
  if (!first) throw new Error('no line 1');
  await user.click(within(first).getAllByRole('radio')[1] as HTMLElement);
  await user.click(screen.getByText('Выбрать все найденные', { selector: 'button *' }));
  await user.click(screen.getByText('Добавить в корзину (2)', { selector: 'button *' }));

  expect(batchApi.addToCart).toHaveBeenCalledWith(uid, {
    lines: [
      { line: 1, itemKey: 'fast', amount: 2 },
      { line: 2, itemKey: 'cheap', amount: 2 },
    ],
  });
  await waitFor(() =>
    expect(toast.warning).toHaveBeenCalledWith(
      'Добавлено в корзину: 1 из 2',
      'Строка 2: Доступное количество для заказа 1',
    ),
  );
  expect(useCartCount.getState().count).toBe(4);
  expect(screen.getByText('Доступное количество для заказа 1')).toBeInTheDocument();
});

it('shows the add-to-cart rule a quantity breaks before adding', async () => {
  const few = makeOffer('few', { amount: 1, amountString: '1' });
  jest.mocked(batchApi.load).mockResolvedValue({
    batch: summary(),
    lines: [line({ amount: 3, bestByPrice: few, bestByTerm: few })],
  });
  renderAt(`/batch-search/${uid}`);
  expect(await screen.findByText('Доступное количество для заказа 1')).toBeInTheDocument();
});

it('goes on resolving a batch left half-done, then shows its lines', async () => {
  jest
    .mocked(batchApi.load)
    .mockResolvedValueOnce({ batch: summary({ resolved: 1 }), lines: [] })
    .mockResolvedValue({ batch: summary(), lines: lines() });
  jest.mocked(batchApi.resolve).mockResolvedValue(summary());
  renderAt(`/batch-search/${uid}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Вставленный список' })).toBeInTheDocument();
  expect(batchApi.resolve).toHaveBeenCalledWith(uid);
});

it('lists every offer of the found lines', async () => {
  jest.mocked(batchApi.offers).mockResolvedValue({
    batch: summary(),
    lines: [
      {
        line: 1,
        good: mann,
        amount: 2,
        offers: [makeOffer('a', { price: 500 }), makeOffer('b', { price: 700, vendor: otherStock })],
      },
    ],
  });
  renderAt(`/batch-search/${uid}/offers`);
  const section = await screen.findByRole('region', { name: 'Строка 1' });
  expect(within(section).getAllByRole('row')).toHaveLength(3);
  expect(within(section).getByText('Склад Севастополь')).toBeInTheDocument();
});
