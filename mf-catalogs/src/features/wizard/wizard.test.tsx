import { act, screen, waitFor, within } from '@testing-library/react';
import { httpError, setSession, setupUser } from '@shop/shared/testing';
import { laximoApi } from '../../api/laximo';
import { polo, vwWizardPolo, vwWizardStart } from '../../test/fixtures';
import { renderAt } from '../../test/render';

jest.mock('../../api/laximo', () =>
  jest.requireActual('../../test/mocks').remoteApiMock('../api/laximo', 'laximoApi'),
);

jest.setTimeout(30000);

/** The first antd select of a file renders slowly on a busy machine. */
const SLOW = { timeout: 15000 };

beforeEach(() => {
  setSession(null);
  jest
    .mocked(laximoApi.catalogInfo)
    .mockImplementation(async (_code, ssd) => (ssd === 'ssd-polo' ? vwWizardPolo : vwWizardStart));
  jest.mocked(laximoApi.vehiclesBySsd).mockResolvedValue({ vehicles: [polo], decoded: null });
});

describe('/catalogs/originals/{code}: the vehicle wizard', () => {
  it('offers «Не выбрано» and the choices; a choice puts its ssd in the address', async () => {
    const { router } = renderAt('/catalogs/originals/VW');
    const user = setupUser();
    const model = await screen.findByRole('combobox', { name: 'Модель' });
    expect(screen.getByRole('heading', { name: 'Каталог Volkswagen' })).toBeInTheDocument();
    expect(within(model.closest('.wizard-step') as HTMLElement).getByText('Не выбрано')).toBeInTheDocument();
    // Nothing determined yet: no clear buttons, no vehicles.
    expect(screen.queryByRole('button', { name: /^Очистить/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Выберите параметры автомобиля/)).toBeInTheDocument();

    await user.click(model);
    await user.click(await screen.findByTitle('Polo седан', undefined, SLOW));
    await waitFor(() => expect(router.state.location.search).toBe('?ssd=ssd-polo'));
    expect(laximoApi.catalogInfo).toHaveBeenLastCalledWith('VW', 'ssd-polo');
  });

  it('shows the determined steps with × (not on automatic ones) and the vehicles; × and back go one step back', async () => {
    const { router } = renderAt('/catalogs/originals/VW?ssd=ssd-polo');
    const user = setupUser();
    const list = await screen.findByRole('list', { name: 'Найденные автомобили' });
    expect(within(list).getByRole('link', { name: 'VW Polo седан' })).toHaveAttribute(
      'href',
      '/catalogs/originals/vehicle?catalogCode=VW&ssd=ssd-vehicle-101&vehicleId=101',
    );
    expect(laximoApi.vehiclesBySsd).toHaveBeenCalledWith('VW', 'ssd-polo');
    expect(screen.getByRole('button', { name: 'Очистить «Модель»' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Очистить «Кузов»' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Кузов' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Очистить «Модель»' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText(/Выберите параметры автомобиля/)).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('list', { name: 'Найденные автомобили' })).toBeInTheDocument();
  });

  it('a tampered ssd shows the server message with «Повторить»', async () => {
    jest
      .mocked(laximoApi.catalogInfo)
      .mockRejectedValue(
        httpError(400, { message: 'Неверный параметр ssd: начните выбор автомобиля заново' }),
      );
    renderAt('/catalogs/originals/VW?ssd=forged');
    expect(
      await screen.findByText('Неверный параметр ssd: начните выбор автомобиля заново'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Все марки' })).toHaveAttribute('href', '/catalogs/originals');
  });
});
