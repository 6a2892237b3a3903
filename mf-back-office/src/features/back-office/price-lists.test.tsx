import { render, screen, waitFor, within } from '@testing-library/react';
import type { ImportReport } from '@shop/shared';
import { searchApi } from '@shop/shared/api';
import { httpError, setSession, setupUser } from '@shop/shared/testing';
import { confirm, toast } from '@shop/shared/ui';
import { admin } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import { backOfficeApi } from './api';
import { ImportSettings } from './ImportSettings';
import { UnknownBrands } from './UnknownBrands';

jest.mock('@shop/shared/api', () =>
  jest.requireActual('@shop/shared/testing/mocks').apiModuleMock(['searchApi']),
);
jest.mock('@shop/shared/ui', () => ({
  ...jest.requireActual('@shop/shared/testing/mocks').uiModuleMock(),
  confirm: jest.fn(),
}));
jest.mock('./api', () => ({
  backOfficeApi: Object.fromEntries(
    [
      'vendors',
      'imports',
      'preview',
      'importPriceList',
      'unknownBrands',
      'mapUnknownBrand',
      'importSettings',
      'saveImportSettings',
    ].map((name) => [name, jest.fn()]),
  ),
}));

jest.setTimeout(120000);

/** The lazy page and antd's controls load slowly on a busy machine. */
const firstLoad = { timeout: 20000 };

function report(overrides: Partial<ImportReport> = {}): ImportReport {
  return {
    vendorId: 3,
    imported: 2,
    rejected: [],
    rejectedTotal: 0,
    seconds: 0.4,
    mode: 'replace',
    dryRun: true,
    merged: 1,
    held: 4,
    changes: { added: 1, changed: 1, removed: 3, unchanged: 0, existing: 4 },
    largeRemoval: false,
    confirmation: 'token-1',
    stockReadings: [],
    ...overrides,
  };
}

const settings = {
  stockWords: { есть: 1, много: 10, нет: 0 },
  lessThan: 'one' as const,
  duplicates: 'cheapest' as const,
};

beforeEach(() => {
  setSession(admin());
  jest.mocked(backOfficeApi.vendors).mockResolvedValue([{ id: 3, name: 'Склад Ялта' }]);
  jest.mocked(backOfficeApi.imports).mockResolvedValue([]);
  jest.mocked(backOfficeApi.unknownBrands).mockResolvedValue([]);
  jest.mocked(backOfficeApi.importSettings).mockResolvedValue(settings);
  jest.mocked(searchApi.brands).mockResolvedValue([]);
  jest.mocked(backOfficeApi.preview).mockResolvedValue({
    rows: [
      ['Бренд', 'Номер', 'Наименование', 'Цена', 'Остаток'],
      ['MANN-FILTER', 'W 712/75', 'Фильтр масляный', '412,50', '8'],
    ],
  });
});

/** The page with a vendor and a file chosen, its preview shown. */
async function openWithFile() {
  const user = setupUser();
  renderAt('/cabinet/admin/price-lists');
  await user.click(await screen.findByRole('combobox', { name: 'Поставщик' }, firstLoad));
  await user.click(await screen.findByTitle('Склад Ялта'));
  await user.upload(
    screen.getByLabelText('Файл прайс-листа (CSV или XLSX)'),
    new File(['Бренд;Номер\n'], 'prices.csv', { type: 'text/csv' }),
  );
  await screen.findByRole('heading', { name: 'Первые строки файла' }, firstLoad);
  return user;
}

const upload = () => screen.getByRole('button', { name: 'Загрузить прайс-лист' });
const fieldsOf = (call: number) => jest.mocked(backOfficeApi.importPriceList).mock.calls[call]?.[2];

describe('price lists', () => {
  it('needs a mode, shows the dry run’s figures and confirms the replace with its token', async () => {
    jest
      .mocked(backOfficeApi.importPriceList)
      .mockResolvedValueOnce(
        report({
          stockReadings: [
            { written: 'есть', units: 1, rows: 12 },
            { written: '<5', units: 1, rows: 1 },
          ],
        }),
      )
      .mockResolvedValueOnce(report({ dryRun: false, confirmation: null }));
    const user = await openWithFile();
    expect(upload()).toBeDisabled();
    expect(screen.getByText('Выберите режим загрузки')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Заменить все предложения склада этим списком' }));
    await user.click(upload());
    const figures = await screen.findByRole('status', { name: 'Проверка файла' }, firstLoad);
    expect(figures).toHaveTextContent(
      'будет добавлено 1, изменено 1, удалено 3, без изменений 0 (сейчас у склада предложений: 4)',
    );
    expect(figures).toHaveTextContent(
      'Объединено строк одной позиции: 1, отложено строк неизвестных брендов: 4',
    );
    expect(within(figures).getByRole('list', { name: 'Как прочитан остаток' })).toHaveTextContent(
      '«есть» → 1 шт. (12 строк)«<5» → 1 шт. (1 строка)',
    );
    expect(fieldsOf(0)).toMatchObject({ mode: 'replace', dryRun: 'да' });
    expect(fieldsOf(0)).not.toHaveProperty('confirmation');

    await user.click(screen.getByRole('button', { name: 'Подтвердить замену' }));
    await waitFor(() => expect(backOfficeApi.importPriceList).toHaveBeenCalledTimes(2));
    expect(fieldsOf(1)).toMatchObject({ mode: 'replace', confirmation: 'token-1' });
    expect(fieldsOf(1)).not.toHaveProperty('dryRun');
    expect(fieldsOf(1)).not.toHaveProperty('confirmLargeRemoval');
    expect(confirm).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(document.querySelector('.back-office-report')).toHaveTextContent(
        /Загружено предложений: 2.*Объединено строк одной позиции: 1, отложено строк неизвестных брендов: 4\./,
      ),
    );
  });

  it('asks again before removing more than half of the warehouse', async () => {
    jest
      .mocked(backOfficeApi.importPriceList)
      .mockResolvedValueOnce(report({ largeRemoval: true }))
      .mockResolvedValueOnce(report({ dryRun: false, confirmation: null, largeRemoval: true }));
    jest.mocked(confirm).mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const user = await openWithFile();
    await user.click(screen.getByRole('radio', { name: 'Заменить все предложения склада этим списком' }));
    await user.click(upload());
    await user.click(await screen.findByRole('button', { name: 'Подтвердить замену' }, firstLoad));
    expect(confirm).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Загрузка удалит 3 из 4 предложений склада. Удалить?' }),
    );
    expect(backOfficeApi.importPriceList).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Подтвердить замену' }));
    await waitFor(() => expect(backOfficeApi.importPriceList).toHaveBeenCalledTimes(2));
    expect(fieldsOf(1)).toMatchObject({ confirmation: 'token-1', confirmLargeRemoval: 'да' });
  });

  it('shows the server’s 409 and checks the file again', async () => {
    const message = 'Подтверждение не подходит к этому файлу или устарело: проверьте файл ещё раз';
    jest
      .mocked(backOfficeApi.importPriceList)
      .mockResolvedValueOnce(report({ mode: 'update', confirmation: null }))
      .mockRejectedValueOnce(httpError(409, { message }));
    const user = await openWithFile();
    await user.click(screen.getByRole('radio', { name: 'Обновить только позиции из списка' }));
    await user.click(upload());
    await user.click(await screen.findByRole('button', { name: 'Подтвердить обновление' }, firstLoad));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Прайс-лист не загружен', message));
    expect(fieldsOf(1)).toMatchObject({ mode: 'update' });
    expect(screen.queryByRole('button', { name: 'Подтвердить обновление' })).not.toBeInTheDocument();
  });

  it('maps an unknown brand to a known one and refreshes the list', async () => {
    jest
      .mocked(backOfficeApi.unknownBrands)
      .mockResolvedValueOnce([{ spelling: 'ЛАДАА', brand: 'Ладаа', rows: 3, vendors: 1 }])
      .mockResolvedValueOnce([]);
    const lada = { id: 7, name: 'LADA', warranty: '', warrantyDescription: '', country: '', site: '' };
    jest.mocked(searchApi.brands).mockResolvedValue([{ ...lada, thumbs: [], description: '' }]);
    jest.mocked(backOfficeApi.mapUnknownBrand).mockResolvedValue({ brandId: 7, offers: 3 });
    const user = setupUser();
    render(<UnknownBrands vendor={3} refreshKey={0} />);
    const row = (await screen.findByText('Ладаа', {}, firstLoad)).closest('tr') as HTMLElement;
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Сопоставить' })).toBeDisabled();
    await user.click(within(row).getByRole('combobox', { name: 'Бренд для «Ладаа»' }));
    await user.click(await screen.findByTitle('LADA'));
    await user.click(within(row).getByRole('button', { name: 'Сопоставить' }));
    expect(backOfficeApi.mapUnknownBrand).toHaveBeenCalledWith({ spelling: 'ЛАДАА', brandId: 7 });
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Бренд «Ладаа» сопоставлен', 'Загружено предложений: 3'),
    );
    expect(await screen.findByText('Отложенных строк нет')).toBeInTheDocument();
    expect(backOfficeApi.unknownBrands).toHaveBeenLastCalledWith(3);
  });

  it('edits the vendor’s stock words and shows the server’s reason when it refuses them', async () => {
    const message = 'Слово остатка «5 шт» должно быть непустым, без цифр, до 40 символов';
    jest
      .mocked(backOfficeApi.saveImportSettings)
      .mockRejectedValueOnce(httpError(400, { message }))
      .mockImplementationOnce((_vendor, saved) => Promise.resolve(saved));
    const user = setupUser();
    render(<ImportSettings vendor={3} />);
    const words = await screen.findByRole('list', { name: 'Слова остатка' }, firstLoad);
    expect(
      within(words)
        .getAllByRole('textbox', { name: 'Слово' })
        .map((input) => input.getAttribute('value')),
    ).toEqual(['есть', 'много', 'нет']);
    await user.click(screen.getByRole('button', { name: 'Удалить слово «нет»' }));
    await user.click(screen.getByRole('button', { name: 'Добавить слово' }));
    const added = within(words).getAllByRole('textbox', { name: 'Слово' })[2] as HTMLElement;
    await user.type(added, '5 шт');
    await user.click(screen.getByRole('radio', { name: '4 шт. — на единицу меньше' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить настройки' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);

    await user.clear(added);
    await user.type(added, 'под заказ');
    await user.click(screen.getByRole('button', { name: 'Сохранить настройки' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Настройки поставщика сохранены'));
    expect(backOfficeApi.saveImportSettings).toHaveBeenLastCalledWith(3, {
      stockWords: { есть: 1, много: 10, 'под заказ': 0 },
      lessThan: 'below',
      duplicates: 'cheapest',
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
