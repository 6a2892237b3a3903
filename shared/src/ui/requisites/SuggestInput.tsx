import { useEffect, useState, type ReactNode } from 'react';
import { AutoComplete } from '@shop/shared/kit/select';
import { apiErrorMessage } from '@shop/shared/api';
import { SUGGEST_DEBOUNCE, SUGGEST_MIN_CHARS } from '../../cache/index.js';
import './requisites.css';

export interface SuggestInputProps<T> {
  value: string;
  /** Every change of the text, typed or chosen. */
  onChange: (value: string) => void;
  /** A suggestion was chosen (click or Enter). */
  onSelect: (suggestion: T) => void;
  suggest: (query: string) => Promise<T[]>;
  /** A key of the suggestion, unique in a list. */
  keyOf: (suggestion: T) => string;
  renderOption: (suggestion: T) => ReactNode;
  id?: string;
  onBlur?: () => void;
  inputMode?: 'numeric' | 'text';
  maxLength?: number;
  placeholder?: string;
  'aria-required'?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

interface Found<T> {
  query: string;
  suggestions: T[];
  /** Why there are none: the server's message (e.g. suggestions unavailable); null when it answered. */
  error: string | null;
}

const SUGGESTIONS_FAILED = 'Подсказки сейчас недоступны';

/** Half of the window's height (SPEC §9: the suggestion list is at most 50vh high). */
const listHeight = () => Math.max(160, Math.round(window.innerHeight / 2));

/**
 * A text with suggestions after a 500 ms pause from 1 character (SPEC §5 suggest inputs); arrows and Enter
 * choose one. Only typed text is looked up, not a chosen suggestion or a value the form set. A failed look-up
 * shows the server's message in the list (the text can still be typed by hand).
 */
export function SuggestInput<T>({
  value,
  onChange,
  onSelect,
  suggest,
  keyOf,
  renderOption,
  ...control
}: SuggestInputProps<T>) {
  const [found, setFound] = useState<Found<T> | null>(null);
  const [typed, setTyped] = useState<string | null>(null);
  const query = value.trim();
  const searching = query.length >= SUGGEST_MIN_CHARS && value === typed;

  useEffect(() => {
    if (!searching) return;
    let active = true;
    const timer = setTimeout(() => {
      suggest(query).then(
        (suggestions) => active && setFound({ query, suggestions, error: null }),
        (error: unknown) =>
          active && setFound({ query, suggestions: [], error: apiErrorMessage(error, SUGGESTIONS_FAILED) }),
      );
    }, SUGGEST_DEBOUNCE);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [query, searching, suggest]);

  const current = searching && found?.query === query ? found : null;
  const suggestions = current?.suggestions ?? [];

  return (
    <AutoComplete
      {...control}
      className="suggest-input"
      classNames={{ popup: { root: 'suggest-input-popup' } }}
      value={value}
      listHeight={listHeight()}
      // The field stays a plain input; the list says why it has no suggestions.
      notFoundContent={current?.error ? <span role="status">{current.error}</span> : undefined}
      options={suggestions.map((suggestion) => ({
        value: keyOf(suggestion),
        label: renderOption(suggestion),
      }))}
      onChange={(text: string) => {
        setTyped(text);
        onChange(text);
      }}
      // antd calls onChange with the option's value first, then onSelect: the form's own values win.
      onSelect={(key: string) => {
        const suggestion = suggestions.find((item) => keyOf(item) === key);
        if (!suggestion) return;
        setTyped(null);
        onSelect(suggestion);
      }}
    />
  );
}
