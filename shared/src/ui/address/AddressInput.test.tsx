import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AddressSuggestion } from '../../types/index.js';
import { addressesApi } from '@shop/shared/api';
import { AddressInput } from './AddressInput.js';
import { clearAddressSuggestions } from './suggestions.js';

const suggestion = (value: string): AddressSuggestion => ({
  value,
  data: { country: 'Россия', region: 'Респ Крым', city: 'г Ялта', street: 'ул Морская', line1: 'ул Морская' },
});

function Field({ onSelect }: { onSelect: (suggestion: AddressSuggestion) => void }) {
  const [value, setValue] = useState('');
  return <AddressInput aria-label="Адрес" value={value} onChange={setValue} onSelect={onSelect} />;
}

const setup = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
const input = () => screen.getByRole('combobox', { name: 'Адрес' });
/** The suggestions shown (the listbox of the combobox names only the options around the active one). */
const shown = () =>
  Array.from(
    document.querySelectorAll('.address-input-popup .ant-select-item-option'),
    (item) => item.textContent,
  );

beforeEach(() => {
  jest.useFakeTimers();
  clearAddressSuggestions();
});
afterEach(() => jest.useRealTimers());

it('asks from 3 characters after a 500 ms pause and hands over the chosen suggestion', async () => {
  const suggest = jest
    .spyOn(addressesApi, 'suggest')
    .mockResolvedValue([
      suggestion('Респ Крым, г Ялта, ул Морская'),
      suggestion('Респ Крым, г Ялта, ул Московская'),
    ]);
  const onSelect = jest.fn();
  const user = setup();
  render(<Field onSelect={onSelect} />);

  await user.type(input(), 'Ял');
  act(() => jest.advanceTimersByTime(1000));
  expect(suggest).not.toHaveBeenCalled();

  await user.type(input(), 'т');
  act(() => jest.advanceTimersByTime(499));
  expect(suggest).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(suggest).toHaveBeenCalledTimes(1);
  expect(suggest).toHaveBeenCalledWith('Ялт');
  await waitFor(() =>
    expect(shown()).toEqual(['Респ Крым, г Ялта, ул Морская', 'Респ Крым, г Ялта, ул Московская']),
  );

  // rc-select reads `which`, which user-event does not set.
  fireEvent.keyDown(input(), { key: 'ArrowDown', keyCode: 40, which: 40 });
  fireEvent.keyDown(input(), { key: 'Enter', keyCode: 13, which: 13 });
  expect(onSelect).toHaveBeenCalledWith(suggestion('Респ Крым, г Ялта, ул Морская'));
  expect(input()).toHaveValue('Респ Крым, г Ялта, ул Морская');
  // The chosen text is not looked up again.
  act(() => jest.advanceTimersByTime(1000));
  expect(suggest).toHaveBeenCalledTimes(1);
});

it('forgets a failed answer and keeps a good one 60 s', async () => {
  const suggest = jest
    .spyOn(addressesApi, 'suggest')
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValue([suggestion('Респ Крым, г Саки')]);
  const user = setup();
  render(<Field onSelect={jest.fn()} />);

  await user.type(input(), 'Саки');
  act(() => jest.advanceTimersByTime(500));
  await act(async () => undefined);
  expect(shown()).toEqual([]);

  await user.type(input(), '{Backspace}');
  act(() => jest.advanceTimersByTime(500));
  await waitFor(() => expect(shown()).toEqual(['Респ Крым, г Саки']));
  await user.type(input(), 'и');
  act(() => jest.advanceTimersByTime(500));
  await waitFor(() => expect(suggest).toHaveBeenCalledTimes(3));
  await user.type(input(), '{Backspace}');
  act(() => jest.advanceTimersByTime(500));
  await waitFor(() => expect(shown()).toEqual(['Респ Крым, г Саки']));
  expect(suggest.mock.calls.map(([query]) => query)).toEqual(['Саки', 'Сак', 'Саки']);

  act(() => jest.advanceTimersByTime(60_000));
  await user.type(input(), 'и{Backspace}');
  act(() => jest.advanceTimersByTime(500));
  await waitFor(() => expect(suggest).toHaveBeenCalledTimes(4));
});

it('does not look up a text the page put in', () => {
  const suggest = jest.spyOn(addressesApi, 'suggest').mockResolvedValue([]);
  render(
    <AddressInput aria-label="Адрес" value="Респ Крым, г Ялта" onChange={jest.fn()} onSelect={jest.fn()} />,
  );
  act(() => jest.advanceTimersByTime(1000));
  expect(suggest).not.toHaveBeenCalled();
});
