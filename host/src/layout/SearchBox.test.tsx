import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PartSuggestion } from '@shop/shared';
import { searchApi } from '@shop/shared/api';
import { createMemoryRouter, RouterProvider } from '@shop/shared/router';
import { SearchBox } from './SearchBox';
import { matchRange } from './suggestions';

const mann: PartSuggestion = { id: 11, brand: 'MANN-FILTER', number: 'W 712/75', name: 'Фильтр масляный' };
const filtron: PartSuggestion = { id: 12, brand: 'FILTRON', number: 'OP 526', name: 'Фильтр масляный' };
const bosch: PartSuggestion = { id: 13, brand: 'BOSCH', number: '0 451 103 316', name: 'Фильтр масляный' };

function renderSearch() {
  const router = createMemoryRouter([{ path: '*', element: <SearchBox /> }]);
  render(<RouterProvider router={router} />);
  return router;
}

function suggest(items: PartSuggestion[]) {
  return jest.spyOn(searchApi, 'suggestions').mockResolvedValue(items);
}

/** A user typing into the box under fake timers, so the 1 s pause is counted by the test. */
function typist() {
  return userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
}

const box = () => screen.getByRole('combobox', { name: 'Номер запчасти или VIN автомобиля' });

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(searchApi, 'selectSuggestion').mockResolvedValue(undefined);
});

afterEach(() => {
  jest.useRealTimers();
});

test('a valid VIN goes to the vehicle search', async () => {
  suggest([mann]);
  const router = renderSearch();
  const input = screen.getByPlaceholderText('Номер запчасти или VIN автомобиля');
  await typist().type(input, 'wvwzzz1jz3w386752{Enter}');
  await waitFor(() => expect(router.state.location.pathname).toBe('/catalogs/originals/vehicles'));
  expect(router.state.location.search).toBe('?identString=WVWZZZ1JZ3W386752');
});

test('anything else searches by part number', async () => {
  const router = renderSearch();
  await typist().type(box(), 'W 712/75{Enter}');
  await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
  expect(new URLSearchParams(router.state.location.search).get('number')).toBe('W 712/75');
});

test('an empty query goes nowhere', async () => {
  const router = renderSearch();
  await typist().type(box(), '   {Enter}');
  expect(router.state.location.pathname).toBe('/');
});

test('suggestions are asked for at 2+ characters after a 1 s pause, with the typed part marked', async () => {
  const suggestions = suggest([mann]);
  renderSearch();
  const user = typist();
  await user.type(box(), 'w');
  act(() => jest.advanceTimersByTime(1500));
  expect(suggestions).not.toHaveBeenCalled();

  await user.type(box(), ' 7');
  act(() => jest.advanceTimersByTime(999));
  expect(suggestions).not.toHaveBeenCalled();
  expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();

  act(() => jest.advanceTimersByTime(1));
  expect(suggestions).toHaveBeenCalledTimes(1);
  expect(suggestions).toHaveBeenCalledWith('W7', expect.any(AbortSignal));
  const option = await screen.findByRole('option');
  expect(box()).toHaveAttribute('aria-expanded', 'true');
  expect(option).toHaveTextContent('MANN-FILTER');
  expect(option).toHaveTextContent('Фильтр масляный');
  expect(within(option).getByText('W 7', { selector: 'mark' })).toBeInTheDocument();
});

test('a new keystroke aborts the running request, and answers are kept 60 s per normalised text', async () => {
  const signals: AbortSignal[] = [];
  const suggestions = jest.spyOn(searchApi, 'suggestions').mockImplementation((query, signal) => {
    if (signal) signals.push(signal);
    return query === 'OP5' ? new Promise<PartSuggestion[]>(() => undefined) : Promise.resolve([filtron]);
  });
  renderSearch();
  const user = typist();
  await user.type(box(), 'op5');
  act(() => jest.advanceTimersByTime(1000));
  expect(signals[0]?.aborted).toBe(false);
  await user.type(box(), '2');
  expect(signals[0]?.aborted).toBe(true);
  act(() => jest.advanceTimersByTime(1000));
  expect(await screen.findByRole('option')).toHaveTextContent('OP 526');

  // 'OP-52' is the same part number: answered from memory.
  await user.clear(box());
  await user.type(box(), 'OP-52');
  act(() => jest.advanceTimersByTime(1000));
  expect(await screen.findByRole('option')).toHaveTextContent('FILTRON');
  expect(suggestions).toHaveBeenCalledTimes(2);

  await user.clear(box());
  act(() => jest.advanceTimersByTime(60_000));
  await user.type(box(), 'op52');
  act(() => jest.advanceTimersByTime(1000));
  await screen.findByRole('option');
  expect(suggestions).toHaveBeenCalledTimes(3);
});

test('arrow keys move the highlight around the list and Enter opens the part page', async () => {
  suggest([mann, filtron, bosch]);
  const router = renderSearch();
  const user = typist();
  await user.type(box(), 'фильтр');
  act(() => jest.advanceTimersByTime(1000));
  const options = await screen.findAllByRole('option');
  expect(box()).not.toHaveAttribute('aria-activedescendant');

  await user.keyboard('{ArrowUp}');
  expect(options[2]).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{ArrowDown}');
  expect(options[0]).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{ArrowDown}');
  expect(options[1]).toHaveAttribute('aria-selected', 'true');
  expect(options[0]).toHaveAttribute('aria-selected', 'false');
  expect(box()).toHaveAttribute('aria-activedescendant', options[1]?.id);

  await user.keyboard('{Enter}');
  await waitFor(() => expect(router.state.location.pathname).toBe('/goods/FILTRON/OP%20526'));
  expect(searchApi.selectSuggestion).toHaveBeenCalledWith(12);
  expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();
});

test('the only suggestion is opened on submit', async () => {
  suggest([mann]);
  const router = renderSearch();
  const user = typist();
  await user.type(box(), 'w712');
  act(() => jest.advanceTimersByTime(1000));
  await screen.findByRole('option');
  await user.click(screen.getByRole('button', { name: 'Найти' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/goods/MANN-FILTER/W%20712%2F75'));
  expect(searchApi.selectSuggestion).toHaveBeenCalledWith(11);
});

test('several suggestions and none highlighted: a search by number', async () => {
  suggest([mann, bosch]);
  const router = renderSearch();
  const user = typist();
  await user.type(box(), 'oil');
  act(() => jest.advanceTimersByTime(1000));
  expect(await screen.findAllByRole('option')).toHaveLength(2);
  await user.keyboard('{Enter}');
  await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
  expect(router.state.location.search).toBe('?number=oil');
  expect(searchApi.selectSuggestion).not.toHaveBeenCalled();
});

test('Escape closes the list, and a closed list is not submitted', async () => {
  suggest([mann]);
  const router = renderSearch();
  const user = typist();
  await user.type(box(), 'w71');
  act(() => jest.advanceTimersByTime(1000));
  await screen.findByRole('option');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('option')).not.toBeInTheDocument();
  expect(box()).toHaveAttribute('aria-expanded', 'false');
  expect(box()).toHaveValue('w71');
  await user.keyboard('{Enter}');
  await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
});

test('a click on a suggestion opens it, a click outside closes the list', async () => {
  suggest([mann, bosch]);
  const router = renderSearch();
  const user = typist();
  await user.type(box(), 'filt');
  act(() => jest.advanceTimersByTime(1000));
  await screen.findAllByRole('option');
  await user.click(document.body);
  expect(screen.queryByRole('option')).not.toBeInTheDocument();

  // Back in the box, the arrow key opens the list again.
  await user.click(box());
  await user.keyboard('{ArrowDown}');
  const options = screen.getAllByRole('option');
  expect(options[0]).toHaveAttribute('aria-selected', 'true');
  await user.click(options[1] as HTMLElement);
  expect(router.state.location.pathname).toBe('/goods/BOSCH/0%20451%20103%20316');
  expect(searchApi.selectSuggestion).toHaveBeenCalledWith(13);
});

test('the typed part is found in a number as printed', () => {
  expect(matchRange('W 712/75', 'W712')).toEqual([0, 5]);
  expect(matchRange('W 712/75', 'W71275')).toEqual([0, 8]);
  expect(matchRange('0 451 103 316', '451')).toEqual([2, 5]);
  // Typed on a Russian keyboard layout: 'ос' is normalised to 'OC'.
  expect(matchRange('OC 90', 'OC9')).toEqual([0, 4]);
  expect(matchRange('OC 90', 'X')).toBeNull();
  expect(matchRange('OC 90', '')).toBeNull();
});
