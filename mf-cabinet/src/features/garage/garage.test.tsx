import { screen, waitFor, within } from '@testing-library/react';
import type { Vehicle } from '@shop/shared';
import { carsApi } from '@shop/shared/api';
import { toast } from '@shop/shared/ui';
import { fill, httpError, setSession, setupUser } from '@shop/shared/testing';
import { makeUser } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import { garageApi } from '../../api/garage';

jest.mock('../../api/price-list', () =>
  jest
    .requireActual('@shop/shared/testing/mocks')
    .clientModuleMock(jest.requireActual('../../api/price-list')),
);
jest.mock('../../api/garage', () =>
  jest.requireActual('@shop/shared/testing/mocks').clientModuleMock(jest.requireActual('../../api/garage')),
);
jest.mock('@shop/shared/api', () => jest.requireActual('../../test/mocks').apiModuleMock());
jest.mock('@shop/shared/ui', () => jest.requireActual('@shop/shared/testing/mocks').uiModuleMock());

jest.setTimeout(30000);

const lada: Vehicle = {
  id: 7,
  mark: 'Lada',
  model: 'Vesta',
  modification: '1.6 MT',
  vin: null,
  year: 2020,
  catalogVehicle: null,
};
const camry: Vehicle = {
  id: 8,
  mark: 'Toyota',
  model: 'Camry',
  modification: '',
  vin: 'JTDBE32K123456789',
  year: null,
  catalogVehicle: null,
};
/** Saved from the wizard of the VW catalog: no VIN, the catalog vehicle only. */
const polo: Vehicle = {
  id: 9,
  mark: 'VW',
  model: 'Polo седан',
  modification: 'КПП: МКПП-5',
  vin: null,
  year: 2012,
  catalogVehicle: { catalogCode: 'VW', vehicleId: '101', ssd: 'eyJjIjoiVlcifQ.c2lnbg' },
};

beforeEach(() => {
  setSession(makeUser());
  Object.values(carsApi).forEach((method) => jest.mocked(method).mockReset());
  // A VIN no catalog knows, unless a test says otherwise.
  jest.mocked(garageApi.carFromVin).mockResolvedValue({
    mark: '',
    model: '',
    modification: '',
    year: null,
    catalogVehicle: null,
  });
});

const form = () => screen.getByRole('form', { name: 'Новый автомобиль' });
const field = (name: string) => within(form()).getByRole('textbox', { name });

describe('/cabinet/garage', () => {
  it('lists the cars and adds one, the VIN checked by the shared rule', async () => {
    jest.mocked(carsApi.list).mockResolvedValue([lada]);
    jest.mocked(carsApi.add).mockResolvedValue(camry);
    renderAt('/cabinet/garage');
    const user = setupUser();
    const list = await screen.findByRole('list', { name: 'Мои автомобили' });
    expect(within(list).getByText('Lada Vesta 1.6 MT')).toBeInTheDocument();
    expect(within(list).getByText('2020 г.')).toBeInTheDocument();

    await fill(user, field('Марка'), 'Toyota');
    await fill(user, field('Модель'), 'Camry');
    await fill(user, field('VIN'), 'JTDBE32K12345678O');
    await user.click(within(form()).getByRole('button', { name: 'Добавить автомобиль' }));
    expect(await screen.findByText('Неверный формат VIN')).toBeInTheDocument();
    expect(carsApi.add).not.toHaveBeenCalled();

    await user.clear(field('VIN'));
    await fill(user, field('VIN'), 'jtdbe32k123456789');
    await user.click(within(form()).getByRole('button', { name: 'Добавить автомобиль' }));
    await waitFor(() =>
      expect(carsApi.add).toHaveBeenCalledWith({
        mark: 'Toyota',
        model: 'Camry',
        modification: '',
        vin: 'JTDBE32K123456789',
        year: null,
      }),
    );
    expect(await within(list).findByText('Toyota Camry')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Автомобиль добавлен');
    expect(field('Марка')).toHaveValue('');
  });

  it('fills the empty fields from a typed VIN as the catalog decodes it and saves its catalog vehicle', async () => {
    const catalogVehicle = { catalogCode: 'VW', vehicleId: '101', ssd: 'eyJjIjoiVlcifQ.c2lnbg' };
    jest.mocked(garageApi.carFromVin).mockResolvedValue({
      mark: 'Volkswagen',
      model: 'Polo Sedan',
      modification: '1.6 CFNA, 105 л.с., МКПП-5',
      year: 2012,
      catalogVehicle,
    });
    jest.mocked(carsApi.list).mockResolvedValue([]);
    jest.mocked(carsApi.add).mockResolvedValue(polo);
    renderAt('/cabinet/garage');
    const user = setupUser();
    await screen.findByRole('form', { name: 'Новый автомобиль' });
    await fill(user, field('Модель'), 'Поло');
    await fill(user, field('VIN'), 'xw8zzz61zcg012345');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'По VIN: Volkswagen Polo Sedan 1.6 CFNA, 105 л.с., МКПП-5 2012',
    );
    expect(garageApi.carFromVin).toHaveBeenCalledWith('XW8ZZZ61ZCG012345', expect.any(AbortSignal));
    expect(field('Марка')).toHaveValue('Volkswagen');
    expect(field('Модель')).toHaveValue('Поло');
    expect(field('Год выпуска')).toHaveValue('2012');
    await user.click(within(form()).getByRole('button', { name: 'Добавить автомобиль' }));
    await waitFor(() =>
      expect(carsApi.add).toHaveBeenCalledWith({
        mark: 'Volkswagen',
        model: 'Поло',
        modification: '1.6 CFNA, 105 л.с., МКПП-5',
        vin: 'XW8ZZZ61ZCG012345',
        year: 2012,
        catalogVehicle,
      }),
    );
  });

  it("opens a car's catalog in one click (by its VIN) and the oils filtered by it", async () => {
    jest.mocked(carsApi.list).mockResolvedValue([lada, camry]);
    renderAt('/cabinet/garage');
    const camryLinks = await screen.findByRole('navigation', { name: 'Каталоги для Toyota Camry' });
    expect(within(camryLinks).getByRole('link', { name: 'Открыть каталог' })).toHaveAttribute(
      'href',
      '/catalogs/originals/vehicles?identString=JTDBE32K123456789',
    );
    expect(within(camryLinks).getByRole('link', { name: 'Масла и фильтры' })).toHaveAttribute(
      'href',
      '/catalogs/oils?carId=8',
    );
    const ladaLinks = screen.getByRole('navigation', { name: 'Каталоги для Lada Vesta 1.6 MT' });
    expect(within(ladaLinks).getByRole('link', { name: 'Подобрать в каталоге' })).toHaveAttribute(
      'href',
      '/catalogs/originals',
    );
    expect(within(ladaLinks).queryByRole('link', { name: 'Открыть каталог' })).not.toBeInTheDocument();
  });

  it('opens the catalog vehicle a car was saved from, with or without a VIN', async () => {
    const withVin: Vehicle = { ...polo, id: 10, model: 'Polo', vin: 'XW8ZZZ61ZCG012345' };
    jest.mocked(carsApi.list).mockResolvedValue([polo, withVin]);
    renderAt('/cabinet/garage');
    const links = await screen.findByRole('navigation', { name: 'Каталоги для VW Polo седан КПП: МКПП-5' });
    const open = new URL(
      within(links).getByRole('link', { name: 'Открыть каталог' }).getAttribute('href') ?? '',
      'http://shop',
    );
    expect(open.pathname).toBe('/catalogs/originals/vehicle');
    expect(Object.fromEntries(open.searchParams)).toEqual(polo.catalogVehicle);
    expect(within(links).getByRole('link', { name: 'Масла и фильтры' })).toHaveAttribute(
      'href',
      '/catalogs/oils?carId=9',
    );
    const vinLinks = screen.getByRole('navigation', { name: 'Каталоги для VW Polo КПП: МКПП-5' });
    const byVin = new URL(
      within(vinLinks).getByRole('link', { name: 'Открыть каталог' }).getAttribute('href') ?? '',
      'http://shop',
    );
    expect(byVin.pathname).toBe('/catalogs/originals/vehicle');
    expect(Object.fromEntries(byVin.searchParams)).toEqual({
      ...polo.catalogVehicle,
      vin: 'XW8ZZZ61ZCG012345',
    });
  });

  it('deletes a car after the confirmation', async () => {
    jest.mocked(carsApi.list).mockResolvedValue([lada, camry]);
    jest.mocked(carsApi.remove).mockResolvedValue(undefined);
    renderAt('/cabinet/garage');
    const user = setupUser();
    const list = await screen.findByRole('list', { name: 'Мои автомобили' });
    await user.click(within(list).getByRole('button', { name: 'Удалить Lada Vesta 1.6 MT' }));
    await user.click(await screen.findByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(carsApi.remove).toHaveBeenCalledWith(7));
    await waitFor(() => expect(within(list).queryByText('Lada Vesta 1.6 MT')).not.toBeInTheDocument());
  });

  it('edits a car in place; the catalog vehicle it was saved from stays (not sent)', async () => {
    jest.mocked(carsApi.list).mockResolvedValue([polo]);
    jest.mocked(carsApi.update).mockResolvedValue({ ...polo, modification: '1.6 MPI', year: 2013 });
    renderAt('/cabinet/garage');
    const user = setupUser();
    const list = await screen.findByRole('list', { name: 'Мои автомобили' });
    await user.click(within(list).getByRole('button', { name: 'Изменить VW Polo седан КПП: МКПП-5' }));
    const edit = screen.getByRole('form', { name: 'Изменить VW Polo седан КПП: МКПП-5' });
    const editField = (name: string) => within(edit).getByRole('textbox', { name });
    expect(editField('Модель')).toHaveValue('Polo седан');
    expect(editField('Год выпуска')).toHaveValue('2012');

    await user.clear(editField('Модель'));
    await user.click(within(edit).getByRole('button', { name: 'Сохранить' }));
    expect(await within(edit).findByText('Поле «Модель» не должно быть пустым')).toBeInTheDocument();
    expect(carsApi.update).not.toHaveBeenCalled();

    await fill(user, editField('Модель'), 'Polo седан');
    await user.clear(editField('Модификация'));
    await fill(user, editField('Модификация'), '1.6 MPI');
    await user.clear(editField('Год выпуска'));
    await fill(user, editField('Год выпуска'), '2013');
    await user.click(within(edit).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(carsApi.update).toHaveBeenCalledWith(9, {
        mark: 'VW',
        model: 'Polo седан',
        modification: '1.6 MPI',
        vin: null,
        year: 2013,
      }),
    );
    expect(toast.success).toHaveBeenCalledWith('Автомобиль сохранён');
    expect(await within(list).findByText('VW Polo седан 1.6 MPI')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: /^Изменить/ })).not.toBeInTheDocument();
    const links = screen.getByRole('navigation', { name: 'Каталоги для VW Polo седан 1.6 MPI' });
    expect(within(links).getByRole('link', { name: 'Открыть каталог' })).toBeInTheDocument();
  });

  it('cancels an edit without a call', async () => {
    jest.mocked(carsApi.list).mockResolvedValue([lada]);
    renderAt('/cabinet/garage');
    const user = setupUser();
    const list = await screen.findByRole('list', { name: 'Мои автомобили' });
    await user.click(within(list).getByRole('button', { name: 'Изменить Lada Vesta 1.6 MT' }));
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(within(list).getByText('Lada Vesta 1.6 MT')).toBeInTheDocument();
    expect(carsApi.update).not.toHaveBeenCalled();
  });

  it('shows an empty garage, and a retry when it cannot be read', async () => {
    jest.mocked(carsApi.list).mockRejectedValueOnce(httpError(500)).mockResolvedValue([]);
    renderAt('/cabinet/garage');
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('В гараже пока нет автомобилей.')).toBeInTheDocument();
  });
});
