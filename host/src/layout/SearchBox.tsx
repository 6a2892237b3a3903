import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import type { PartSuggestion } from '@shop/shared';
import { searchApi } from '@shop/shared/api';
import { goodLink, isValidVin } from '@shop/shared/catalog';
import { Link, useLocation, useNavigate } from '@shop/shared/router';
import { optionId, SuggestionList } from './SuggestionList';
import { usePartSuggestions } from './suggestions';
import './search.css';

/** The next highlighted index for an arrow key, wrapping around; from none, Down starts at the top. */
function moveHighlight(current: number, step: 1 | -1, count: number): number {
  if (current < 0) return step > 0 ? 0 : count - 1;
  return (current + step + count) % count;
}

/**
 * Header search (SPEC §2): part suggestions at 2+ characters after a 1 s pause, chosen with the arrow keys.
 * Submit: a valid VIN goes to the vehicle search, then the highlighted or the only suggestion to its part
 * page, anything else to /search?number=. Plain elements: this box is on every page's first paint.
 */
export function SearchBox() {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = usePartSuggestions(text);
  const { items } = suggestions;
  const shown = open && items.length > 0;
  // A closed list highlights nothing, so the arrow keys start from the top when it opens again.
  const highlighted = shown && active < items.length ? active : -1;
  const root = useRef<HTMLFormElement>(null);
  const listId = useId();
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => setOpen(false), [location]);
  useEffect(() => {
    if (!shown) return;
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [shown]);

  const openSuggestion = (item: PartSuggestion) => {
    setOpen(false);
    // Raises the part's rating; the page opens whatever the answer.
    searchApi.selectSuggestion(item.id).catch(() => undefined);
    navigate(goodLink(item.brand, item.number));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    const single = shown && items.length === 1 ? items[0] : undefined;
    const chosen = highlighted >= 0 ? items[highlighted] : single;
    setOpen(false);
    // The VIN check sits in the catalog entry of the first-paint chunk: a search loads no rules module (yup).
    if (isValidVin(query)) {
      navigate(`/catalogs/originals/vehicles?identString=${encodeURIComponent(query.toUpperCase())}`);
    } else if (chosen) {
      openSuggestion(chosen);
    } else {
      navigate(`/search?number=${encodeURIComponent(query)}`);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && items.length > 0) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      setActive(moveHighlight(highlighted, step, items.length));
    } else if (event.key === 'Escape' && shown) {
      // Without this a browser also empties a search field on Escape.
      event.preventDefault();
      setOpen(false);
    }
  };

  // Tabbing out of the box closes the list; clicks are handled by the document listener above.
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
  };

  return (
    <form className="search-box" role="search" onSubmit={submit} onBlur={onBlur} ref={root}>
      <div className="search-field">
        <input
          type="search"
          name="number"
          role="combobox"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          placeholder="Номер запчасти или VIN автомобиля"
          aria-label="Номер запчасти или VIN автомобиля"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={listId}
          aria-activedescendant={highlighted >= 0 ? optionId(listId, highlighted) : undefined}
          autoComplete="off"
          enterKeyHint="search"
        />
        <SuggestionList
          id={listId}
          items={items}
          query={suggestions.query}
          active={highlighted}
          open={shown}
          onPick={openSuggestion}
        />
      </div>
      <button type="submit" className="search-submit">
        Найти
      </button>
      <Link to="/search" className="search-extended">
        Расширенный поиск
      </Link>
    </form>
  );
}
