import { useEffect, useRef } from 'react';
import type { PartSuggestion } from '@shop/shared';
import { SUGGESTION_DROPDOWN_MAX_HEIGHT } from '@shop/shared/cache';
import { matchRange } from './suggestions';

export function optionId(listId: string, index: number): string {
  return `${listId}-${index}`;
}

function HighlightedNumber({ number, query }: { number: string; query: string }) {
  const range = matchRange(number, query);
  if (!range) return <>{number}</>;
  const [start, end] = range;
  return (
    <>
      {number.slice(0, start)}
      <mark>{number.slice(start, end)}</mark>
      {number.slice(end)}
    </>
  );
}

/**
 * The suggestion dropdown of the header search: brand, number (the typed part marked) and name. It stays
 * in the page while hidden, so the combobox always points at an existing listbox.
 */
export function SuggestionList({
  id,
  items,
  query,
  active,
  open,
  onPick,
}: {
  id: string;
  items: PartSuggestion[];
  /** The normalised text the items answer. */
  query: string;
  /** Index of the highlighted item, -1 for none. */
  active: number;
  open: boolean;
  onPick: (item: PartSuggestion) => void;
}) {
  const list = useRef<HTMLUListElement>(null);

  // Keeps the highlighted item visible when the arrow keys move past the scrolled part of the list.
  useEffect(() => {
    const box = list.current;
    const option = box?.children[active];
    if (!box || !(option instanceof HTMLElement)) return;
    if (option.offsetTop < box.scrollTop) box.scrollTop = option.offsetTop;
    const bottom = option.offsetTop + option.offsetHeight;
    if (bottom > box.scrollTop + box.clientHeight) box.scrollTop = bottom - box.clientHeight;
  }, [active]);

  return (
    <ul
      ref={list}
      id={id}
      className="suggestions"
      role="listbox"
      aria-label="Подсказки"
      hidden={!open}
      style={{ maxHeight: SUGGESTION_DROPDOWN_MAX_HEIGHT }}
      // The text box keeps the focus (and the keyboard) while a suggestion is clicked.
      onMouseDown={(event) => event.preventDefault()}
    >
      {items.map((item, index) => (
        <li
          key={item.id}
          id={optionId(id, index)}
          role="option"
          aria-selected={index === active}
          className="suggestion"
          onClick={() => onPick(item)}
        >
          <span className="suggestion-brand">{item.brand}</span>
          <span className="suggestion-number">
            <HighlightedNumber number={item.number} query={query} />
          </span>
          <span className="suggestion-name">{item.name}</span>
        </li>
      ))}
    </ul>
  );
}
