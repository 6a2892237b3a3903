import { useEffect, useState } from 'react';
import { AutoComplete } from '@shop/shared/kit/select';
import type { AddressSuggestion } from '../../types/index.js';
import { ADDRESS_SUGGEST_MIN_CHARS, SUGGEST_DEBOUNCE } from '../../cache/index.js';
import { suggestAddresses } from './suggestions.js';
import './address.css';

export interface AddressInputProps {
  value: string;
  /** Every change of the text, typed or chosen. */
  onChange: (value: string) => void;
  /** A suggestion was chosen (click or Enter): its data makes the address known to the delivery. */
  onSelect: (suggestion: AddressSuggestion) => void;
  placeholder?: string;
  id?: string;
  onBlur?: () => void;
  disabled?: boolean;
  status?: 'error' | 'warning';
  className?: string;
  'aria-label'?: string;
  'aria-required'?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

interface Found {
  query: string;
  suggestions: AddressSuggestion[];
}

/** Half of the window's height (SPEC §9: the suggestion list is at most 50vh high). */
const listHeight = () => Math.max(160, Math.round(window.innerHeight / 2));

/** One option per text: the list's keys are the texts. */
function distinct(suggestions: AddressSuggestion[]): AddressSuggestion[] {
  const seen = new Set<string>();
  return suggestions.filter((suggestion) => !seen.has(suggestion.value) && seen.add(suggestion.value));
}

/**
 * An address text with suggestions from 3 characters after a 500 ms pause (SPEC §2, §5); arrows and Enter
 * choose a suggestion. Only typed text is looked up: not a chosen suggestion, not a value set by the page.
 */
export function AddressInput({
  value,
  onChange,
  onSelect,
  placeholder = 'Город, улица, дом',
  className,
  ...control
}: AddressInputProps) {
  const [found, setFound] = useState<Found | null>(null);
  const [typed, setTyped] = useState<string | null>(null);
  const query = value.trim();
  const searching = query.length >= ADDRESS_SUGGEST_MIN_CHARS && value === typed;

  useEffect(() => {
    if (!searching) return;
    let active = true;
    const timer = setTimeout(() => {
      suggestAddresses(query).then(
        (suggestions) => active && setFound({ query, suggestions: distinct(suggestions) }),
        () => active && setFound({ query, suggestions: [] }),
      );
    }, SUGGEST_DEBOUNCE);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [query, searching]);

  const suggestions = searching && found?.query === query ? found.suggestions : [];

  return (
    <AutoComplete
      {...control}
      className={['address-input', className].filter(Boolean).join(' ')}
      classNames={{ popup: { root: 'address-input-popup' } }}
      value={value}
      placeholder={placeholder}
      listHeight={listHeight()}
      options={suggestions.map((suggestion) => ({ value: suggestion.value, label: suggestion.value }))}
      onChange={(text: string) => {
        setTyped(text);
        onChange(text);
      }}
      // antd calls onChange with the chosen text first, then onSelect.
      onSelect={(text: string) => {
        const suggestion = suggestions.find((item) => item.value === text);
        if (!suggestion) return;
        setTyped(null);
        onSelect(suggestion);
      }}
    />
  );
}
