import { screen, waitFor } from '@testing-library/react';
import { setSession, setupUser } from '@shop/shared/testing';
import { laximoApi } from '../../api/laximo';
import { lada, polo, vw } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import { identProblem } from './IdentForm';
import { vehicleTitle } from '../common/links';
import { initials as initialsOf } from '../common/Makers';

jest.mock('../../api/laximo', () =>
  jest.requireActual('../../test/mocks').remoteApiMock('../api/laximo', 'laximoApi'),
);

jest.setTimeout(30000);

beforeEach(() => setSession(null));

test('a VIN box input: empty, a bad 17-character VIN and a frame number', () => {
  expect(identProblem('  ')).toBe('Введите VIN или номер кузова');
  expect(identProblem('XW8ZZZ61ZCG01234O')).toBe('Неверный формат VIN');
  expect(identProblem('ASV50-0012345')).toBeNull();
  expect(identProblem('xw8zzz61zcg012345')).toBeNull();
  expect(initialsOf('Land Rover')).toBe('LR');
});

describe('/catalogs/originals', () => {
  it('lists the makers with logos or initials; the VIN box leads to the vehicles by VIN', async () => {
    jest.mocked(laximoApi.catalogs).mockResolvedValue([vw, lada]);
    const { router } = renderAt('/catalogs/originals');
    const user = setupUser();
    const makers = await screen.findByRole('list', { name: 'Марки автомобилей' });
    expect(makers).toHaveTextContent('VVolkswagen');
    expect(screen.getByRole('link', { name: 'Lada' })).toHaveAttribute('href', '/catalogs/originals/LADA');
    const box = screen.getByRole('textbox', { name: /Поиск автомобиля по VIN/ });
    await user.type(box, 'XW8ZZZ61ZCG01234O{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Неверный формат VIN');
    await user.clear(box);
    await user.type(box, 'xw8zzz61zcg012345{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?identString=XW8ZZZ61ZCG012345'));
  });
});

describe('/catalogs/originals/vehicles', () => {
  it('an unknown VIN shows the decoded maker and a link to its wizard', async () => {
    jest.mocked(laximoApi.vehiclesByIdent).mockResolvedValue({
      vehicles: [],
      decoded: {
        vin: 'XW8ZZZ61ZXX999999',
        maker: 'Volkswagen (Калуга)',
        catalogCode: 'VW',
        modelYear: 2012,
        plant: null,
      },
    });
    renderAt('/catalogs/originals/vehicles?identString=XW8ZZZ61ZXX999999');
    expect(await screen.findByText('Автомобиль не найден')).toBeInTheDocument();
    expect(screen.getByText(/Volkswagen \(Калуга\), 2012 модельный год/)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Подобрать автомобиль в каталоге Volkswagen (Калуга)' }),
    ).toHaveAttribute('href', '/catalogs/originals/VW');
  });

  it('one vehicle found by VIN opens at once, keeping the VIN for the garage', async () => {
    jest.mocked(laximoApi.vehiclesByIdent).mockResolvedValue({ vehicles: [polo], decoded: null });
    const { router } = renderAt('/catalogs/originals/vehicles?identString=XW8ZZZ61ZCG012345');
    await waitFor(() => expect(router.state.location.pathname).toBe('/catalogs/originals/vehicle'));
    expect(router.state.location.search).toBe(
      '?catalogCode=VW&ssd=ssd-vehicle-101&vehicleId=101&vin=XW8ZZZ61ZCG012345',
    );
    expect(laximoApi.vehiclesByIdent).toHaveBeenCalledWith('XW8ZZZ61ZCG012345', undefined);
  });

  it('several vehicles of a frame number are listed', async () => {
    jest.mocked(laximoApi.vehiclesByIdent).mockResolvedValue({
      vehicles: [polo, { ...polo, vehicleId: '102', name: 'Polo хэтчбек' }],
      decoded: null,
    });
    renderAt('/catalogs/originals/vehicles?identString=ASV50-0012345');
    expect(await screen.findByRole('link', { name: 'VW Polo хэтчбек' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'VW Polo седан' })).toBeInTheDocument();
  });
});

test('a vehicle whose name already starts with its maker is not named twice', () => {
  expect(vehicleTitle({ ...polo, brand: 'Volkswagen', name: 'Volkswagen Polo седан 1.6' })).toBe(
    'Volkswagen Polo седан 1.6',
  );
  expect(vehicleTitle(polo)).toBe('VW Polo седан');
});
