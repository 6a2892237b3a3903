import { screen, within } from '@testing-library/react';
import { laximoApi } from '../../api/laximo';
import { partsCatalogApi, type Car } from '../../api/partsCatalog';
import { setSession } from '@shop/shared/testing';
import { lada, vw } from '../../test/fixtures';
import { renderAt } from '../../test/render';

jest.mock('@shop/shared/api', () => jest.requireActual('../../test/mocks').apiModuleMock());
jest.mock('../../api/laximo', () =>
  jest.requireActual('../../test/mocks').remoteApiMock('../api/laximo', 'laximoApi'),
);
jest.mock('../../api/partsCatalog', () =>
  jest.requireActual('../../test/mocks').remoteApiMock('../api/partsCatalog', 'partsCatalogApi'),
);

jest.setTimeout(30000);

const car: Car = {
  id: 'car-1',
  catalogId: 'demo',
  name: 'Volkswagen Polo седан 1.6',
  description: '2010–2015, CFNA, 105 л.с.',
  modelId: 'polo',
  modelName: 'Polo',
  vin: null,
  parameters: [],
};

beforeEach(() => {
  setSession(null);
  jest.mocked(partsCatalogApi.models).mockResolvedValue([{ id: 'polo', name: 'Polo', img: null }]);
  jest.mocked(partsCatalogApi.cars).mockResolvedValue([car]);
  jest.mocked(partsCatalogApi.car).mockResolvedValue(car);
  jest
    .mocked(partsCatalogApi.carsByVin)
    .mockResolvedValue([car, { ...car, id: 'other', catalogId: 'another' }]);
  jest.mocked(partsCatalogApi.groups).mockResolvedValue([
    { id: 'g-engine', parentId: null, hasSubgroups: true, hasParts: false, name: 'Двигатель', img: null },
    { id: 'g-oil', parentId: null, hasSubgroups: false, hasParts: true, name: 'Масляный фильтр', img: null },
  ]);
  jest.mocked(partsCatalogApi.unit).mockResolvedValue({
    img: '/drawing.svg',
    imgDescription: 'Масляный фильтр',
    partGroups: [
      {
        name: 'Фильтр',
        number: '1',
        positionNumber: '1',
        description: '',
        parts: [
          {
            id: 'p1',
            name: 'Фильтр масляный',
            number: 'W 712/75',
            brand: 'MANN-FILTER',
            notice: null,
            positionNumber: '1',
          },
        ],
      },
    ],
    positions: [{ number: '1', coordinates: [10, 10, 20, 20] }],
  });
});

describe('/catalogs', () => {
  it('lists the makers and the aftermarket catalogs', async () => {
    jest.mocked(laximoApi.catalogs).mockResolvedValue([vw, lada]);
    jest
      .mocked(partsCatalogApi.catalogs)
      .mockResolvedValue([{ id: 'demo', name: 'Демо-каталог', modelsCount: 6 }]);
    renderAt('/catalogs');
    expect(await screen.findByRole('link', { name: 'Volkswagen' })).toHaveAttribute(
      'href',
      '/catalogs/originals/VW',
    );
    const aftermarket = await screen.findByRole('list', { name: 'Неоригинальные каталоги' });
    expect(within(aftermarket).getByRole('link', { name: 'Демо-каталог' })).toHaveAttribute(
      'href',
      '/catalogs/demo',
    );
    expect(screen.getByRole('link', { name: 'Масла, жидкости и фильтры' })).toHaveAttribute(
      'href',
      '/catalogs/oils',
    );
  });
});

describe('/catalogs/{catalogName}', () => {
  it('models → cars → groups → the parts of a group, each step in the address', async () => {
    const { unmount } = renderAt('/catalogs/demo');
    expect(await screen.findByRole('link', { name: 'Polo' })).toHaveAttribute(
      'href',
      '/catalogs/demo?modelId=polo',
    );
    unmount();

    const cars = renderAt('/catalogs/demo?modelId=polo');
    expect(await screen.findByRole('link', { name: 'Volkswagen Polo седан 1.6' })).toHaveAttribute(
      'href',
      '/catalogs/demo?carId=car-1',
    );
    cars.unmount();

    const groups = renderAt('/catalogs/demo?carId=car-1');
    expect(await screen.findByRole('link', { name: 'Двигатель' })).toHaveAttribute(
      'href',
      '/catalogs/demo?carId=car-1&groupId=g-engine',
    );
    expect(screen.getByRole('link', { name: 'Масляный фильтр' })).toHaveAttribute(
      'href',
      '/catalogs/demo?carId=car-1&groupId=g-oil&parts=1',
    );
    groups.unmount();

    renderAt('/catalogs/demo?carId=car-1&groupId=g-oil&parts=1');
    expect(
      await screen.findByRole('link', { name: 'Найти предложения MANN-FILTER W 712/75' }),
    ).toHaveAttribute('href', '/search?brandName=MANN-FILTER&number=W+712%2F75');
    expect(partsCatalogApi.unit).toHaveBeenCalledWith('demo', 'car-1', 'g-oil');
  });

  it('by VIN: the one car of this catalog opens its groups', async () => {
    renderAt('/catalogs/demo/XW8ZZZ61ZCG012345');
    expect(await screen.findByRole('link', { name: 'Двигатель' })).toBeInTheDocument();
    expect(partsCatalogApi.carsByVin).toHaveBeenCalledWith('XW8ZZZ61ZCG012345');
    expect(partsCatalogApi.groups).toHaveBeenCalledWith('demo', 'car-1', undefined);
  });
});
