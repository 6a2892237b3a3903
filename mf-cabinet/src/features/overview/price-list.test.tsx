import { screen, waitFor, within } from '@testing-library/react';
import { searchApi, userApi } from '@shop/shared/api';
import { priceListApi } from '../../api/price-list';
import { deferred, httpError, setSession, setupUser } from '@shop/shared/testing';
import { toast } from '@shop/shared/ui';
import type { PriceListFile } from '../../api/price-list';
import { makeUser, wholesaleBusiness } from '../../test/fixtures';
import { renderAt } from '../../test/render';

jest.mock('../../api/price-list', () =>
  jest
    .requireActual('@shop/shared/testing/mocks')
    .clientModuleMock(jest.requireActual('../../api/price-list')),
);
jest.mock('@shop/shared/api', () => jest.requireActual('../../test/mocks').apiModuleMock());
jest.mock('@shop/shared/ui', () => jest.requireActual('@shop/shared/testing/mocks').uiModuleMock());

jest.setTimeout(30_000);

const allowed = () => ({ ...wholesaleBusiness(), isAllowDownloadPricelist: true });
let clicked: HTMLAnchorElement[] = [];

beforeEach(() => {
  clicked = [];
  URL.createObjectURL = jest.fn(() => 'blob:http://localhost/price-list');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  jest.mocked(userApi.curators).mockResolvedValue([]);
  // The cabinet's API-key block beside the price list asks when the key was issued.
  jest.mocked(userApi.apiKeyInfo).mockResolvedValue({ hasKey: false, issuedAt: null, issuedBy: null });
  jest.mocked(searchApi.priceLevels).mockResolvedValue([
    { id: 1, name: 'Розница', isDefault: true, isCurrent: false },
    { id: 2, name: 'Оптовый', isDefault: false, isCurrent: true },
  ]);
});

async function block() {
  return screen.findByRole('region', { name: 'Прайс-лист' });
}

describe('price list block of /cabinet', () => {
  it('is not shown to a user without the price-list permission', async () => {
    setSession(makeUser());
    renderAt('/cabinet');
    expect(await screen.findByRole('heading', { name: 'Личный кабинет' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Прайс-лист' })).not.toBeInTheDocument();
  });

  it('downloads the chosen format with the bytes received shown, then saves it under its Russian name', async () => {
    setSession(allowed());
    const answer = deferred<PriceListFile>();
    let progress: (bytes: number) => void = () => undefined;
    jest.mocked(priceListApi.download).mockImplementation((_format, onProgress) => {
      progress = onProgress ?? progress;
      return answer.promise;
    });
    renderAt('/cabinet');
    const section = await block();
    expect(
      await within(section).findByText('Ваши цены: уровень «Оптовый», наценка 15 %.'),
    ).toBeInTheDocument();
    const user = setupUser();
    await user.click(within(section).getByRole('radio', { name: 'Текст (txt, через табуляцию)' }));
    await user.click(within(section).getByRole('button', { name: /Скачать прайс-лист/ }));
    expect(priceListApi.download).toHaveBeenCalledWith('txt', expect.any(Function), expect.any(AbortSignal));
    const status = within(section).getByRole('status');
    expect(status).toHaveTextContent('Прайс-лист формируется…');
    progress(2.4 * 1024 * 1024);
    await waitFor(() => expect(status).toHaveTextContent('Прайс-лист формируется, получено 2 МБ'));
    expect(within(section).getByRole('radio', { name: 'Excel (xlsx)' })).toBeDisabled();

    const blob = new Blob(['x'.repeat(1536)], { type: 'text/plain' });
    answer.resolve({ blob, fileName: 'Прайс-лист от 24.11.2026.txt' });
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(URL.createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked[0]?.download).toBe('Прайс-лист от 24.11.2026.txt');
    expect(status).toHaveTextContent('Файл «Прайс-лист от 24.11.2026.txt» сохранён, 2 КБ');
  });

  it('says why the list could not be had, and a cancelled download says nothing', async () => {
    setSession(allowed());
    jest
      .mocked(priceListApi.download)
      .mockRejectedValueOnce(httpError(403, { message: 'Скачивание прайс-листа вам недоступно' }));
    renderAt('/cabinet');
    const section = await block();
    const user = setupUser();
    await user.click(within(section).getByRole('button', { name: /Скачать прайс-лист/ }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Не удалось скачать прайс-лист',
        'Скачивание прайс-листа вам недоступно',
      ),
    );

    const button = within(section).getByRole('button', { name: /Скачать прайс-лист/ });
    await waitFor(() => expect(button).not.toHaveClass('ant-btn-loading'));
    jest.mocked(toast.error).mockClear();
    jest
      .mocked(priceListApi.download)
      .mockImplementationOnce(
        (_format, _progress, signal) =>
          new Promise((_resolve, reject) =>
            signal?.addEventListener('abort', () => reject(new Error('aborted'))),
          ),
      );
    await user.click(within(section).getByRole('button', { name: /Скачать прайс-лист/ }));
    await waitFor(() => expect(priceListApi.download).toHaveBeenCalledTimes(2));
    await user.click(await within(section).findByRole('button', { name: 'Отменить' }));
    await waitFor(() =>
      expect(within(section).queryByRole('button', { name: 'Отменить' })).not.toBeInTheDocument(),
    );
    expect(toast.error).not.toHaveBeenCalled();
    expect(clicked).toHaveLength(0);
  });
});
