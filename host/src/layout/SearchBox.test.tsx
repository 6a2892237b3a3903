import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '@shop/shared/router';
import { SearchBox } from './SearchBox';

function renderSearch() {
  const router = createMemoryRouter([{ path: '*', element: <SearchBox /> }]);
  render(<RouterProvider router={router} />);
  return router;
}

test('a valid VIN goes to the vehicle search', async () => {
  const router = renderSearch();
  const input = screen.getByPlaceholderText('Номер запчасти или VIN автомобиля');
  await userEvent.type(input, 'wvwzzz1jz3w386752{Enter}');
  await waitFor(() => expect(router.state.location.pathname).toBe('/catalogs/originals/vehicles'));
  expect(router.state.location.search).toBe('?vin=WVWZZZ1JZ3W386752');
});

test('anything else searches by part number', async () => {
  const router = renderSearch();
  await userEvent.type(screen.getByRole('searchbox'), 'W 712/75{Enter}');
  await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
  expect(new URLSearchParams(router.state.location.search).get('number')).toBe('W 712/75');
});

test('an empty query goes nowhere', async () => {
  const router = renderSearch();
  await userEvent.type(screen.getByRole('searchbox'), '   {Enter}');
  expect(router.state.location.pathname).toBe('/');
});
