import { screen, waitFor, within } from '@testing-library/react';
import { carsApi } from '@shop/shared/api';
import { useLoginPrompt } from '@shop/shared/session';
import { toast } from '@shop/shared/ui';
import { makeUser, setSession, setupUser } from '@shop/shared/testing';
import { laximoApi } from '../../api/laximo';
import { lubrication, lubricationAnswer, polo } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import { filterGroups } from './quickGroups';

jest.mock('@shop/shared/api', () => jest.requireActual('../../test/mocks').apiModuleMock());
jest.mock('@shop/shared/ui', () => jest.requireActual('@shop/shared/testing/mocks').uiModuleMock());
jest.mock('../../api/laximo', () =>
  jest.requireActual('../../test/mocks').remoteApiMock('../api/laximo', 'laximoApi'),
);

jest.setTimeout(30000);

const groups = [
  {
    quickGroupId: 'engine',
    name: 'Двигатель',
    link: false,
    children: [
      { quickGroupId: 'oil-filter', name: 'Масляный фильтр', link: true, children: [] },
      { quickGroupId: 'air-filter', name: 'Воздушный фильтр', link: true, children: [] },
    ],
  },
  { quickGroupId: 'brakes', name: 'Тормозные колодки передние', link: true, children: [] },
];

const url =
  '/catalogs/originals/vehicle?catalogCode=VW&ssd=ssd-vehicle-101&vehicleId=101&vin=XW8ZZZ61ZCG012345';

beforeEach(() => {
  setSession(makeUser());
  jest.mocked(laximoApi.vehicle).mockResolvedValue({
    vehicle: polo,
    categories: [{ categoryId: 'c-engine', name: 'Двигатель', parentId: null }],
    units: [lubrication],
  });
  jest.mocked(laximoApi.quickGroups).mockResolvedValue({ groups });
  jest
    .mocked(laximoApi.quickGroupUnits)
    .mockResolvedValue({ units: [{ ...lubrication, details: lubricationAnswer.details.slice(0, 1) }] });
});

test('the filter keeps matching groups with their ancestors, case and ё aside', () => {
  expect(filterGroups(groups, 'масляный ФИЛЬТР')).toEqual([
    { ...groups[0], children: [groups[0]?.children[0]] },
  ]);
  expect(filterGroups(groups, 'фильтр')[0]?.children).toHaveLength(2);
  expect(filterGroups(groups, '  ')).toBe(groups);
  expect(filterGroups(groups, 'свеча')).toEqual([]);
});

describe('/catalogs/originals/vehicle', () => {
  it('shows the vehicle, its units as cards, and a quick group found by name opens its units', async () => {
    const { router } = renderAt(url);
    const user = setupUser();
    expect(await screen.findByRole('heading', { name: 'VW Polo седан' })).toBeInTheDocument();
    expect(screen.getByText('1.6 MPI 105 л.с. (CFNA)')).toBeInTheDocument();
    const cards = await screen.findByRole('list', { name: 'Узлы' });
    expect(cards.querySelector('img')).toHaveAttribute('src', '/api/laximo2/image/115-01/250.svg');

    // The top groups are folded until the customer filters.
    const folded = await screen.findByRole('navigation', { name: 'Группы деталей' });
    expect(
      within(folded).getByText('Двигатель', { selector: 'summary' }).closest('details'),
    ).not.toHaveAttribute('open');
    await user.type(screen.getByRole('searchbox', { name: 'Поиск по названию группы' }), 'масляный фильтр');
    const tree = screen.getByRole('navigation', { name: 'Группы деталей' });
    expect(within(tree).getByRole('button', { name: 'Масляный фильтр' }).closest('details')).toHaveAttribute(
      'open',
    );
    expect(within(tree).queryByText('Воздушный фильтр')).not.toBeInTheDocument();
    await user.click(within(tree).getByRole('button', { name: 'Масляный фильтр' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('group')).toBe('oil-filter'),
    );
    expect(await screen.findByRole('heading', { name: 'Масляный фильтр' })).toBeInTheDocument();
    const unit = await screen.findByRole('link', { name: /Система смазки/ });
    expect(screen.getByText('03C115561H')).toBeInTheDocument();
    const target = new URL(unit.getAttribute('href') ?? '', 'http://shop');
    expect(target.pathname).toBe('/catalogs/originals/unit');
    expect(target.searchParams.get('ssd')).toBe('ssd-unit-oil');
    expect(target.searchParams.get('back')).toContain('group=oil-filter');
    expect(laximoApi.quickGroupUnits).toHaveBeenCalledWith(
      { catalogCode: 'VW', ssd: 'ssd-vehicle-101', vehicleId: '101' },
      'oil-filter',
    );
  });

  const catalogVehicle = { catalogCode: 'VW', vehicleId: '101', ssd: 'ssd-vehicle-101' };
  const saved = (vin: string | null) => ({
    id: 5,
    mark: 'VW',
    model: 'Polo седан',
    modification: '',
    vin,
    year: 2010,
    catalogVehicle,
  });

  it('«В гараж» saves the car with its VIN, a short modification and the catalog vehicle, then links the garage and the oils', async () => {
    jest.mocked(carsApi.add).mockResolvedValue(saved('XW8ZZZ61ZCG012345'));
    renderAt(url);
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'В гараж' }));
    expect(await screen.findByRole('link', { name: 'Открыть гараж' })).toHaveAttribute(
      'href',
      '/cabinet/garage',
    );
    expect(screen.getByRole('link', { name: 'Масла и фильтры для него' })).toHaveAttribute(
      'href',
      '/catalogs/oils?carId=5',
    );
    expect(carsApi.add).toHaveBeenCalledWith({
      mark: 'VW',
      model: 'Polo седан',
      // The catalog's years are a range (2010–2015): no year rather than a wrong one.
      modification: '1.6 MPI 105 л.с. (CFNA), МКПП-5',
      vin: 'XW8ZZZ61ZCG012345',
      year: null,
      catalogVehicle,
    });
    expect(toast.success).toHaveBeenCalledWith('Автомобиль добавлен в гараж');
  });

  it('a vehicle found through the wizard (no VIN) is saved with the vehicle the catalog answered', async () => {
    // The address may carry the wizard's ssd; the garage keeps the vehicle's own one from the answer.
    jest.mocked(carsApi.add).mockResolvedValue(saved(null));
    renderAt('/catalogs/originals/vehicle?catalogCode=VW&ssd=ssd-wizard-2012&vehicleId=101');
    await setupUser().click(await screen.findByRole('button', { name: 'В гараж' }));
    await screen.findByRole('link', { name: 'Открыть гараж' });
    expect(carsApi.add).toHaveBeenCalledWith(expect.objectContaining({ vin: null, catalogVehicle }));
  });

  it('a guest pressing «В гараж» is asked to log in and nothing is saved', async () => {
    setSession(null);
    const open = jest.spyOn(useLoginPrompt.getState(), 'open');
    renderAt(url);
    await setupUser().click(await screen.findByRole('button', { name: 'В гараж' }));
    expect(open).toHaveBeenCalledWith(url);
    expect(carsApi.add).not.toHaveBeenCalled();
  });
});
