import type { PartSuggestion } from '@shop/shared';
import { searchApi } from '@shop/shared/api';
import { partLink } from '@shop/shared/catalog';
import { Link } from '@shop/shared/router';
import { useRequest } from '@shop/shared/ui';

/** Suggestions are a help here: a failed request shows none rather than an error. */
const suggestionsOf = (number: string) => searchApi.suggestions(number).catch((): PartSuggestion[] => []);

/**
 * 'Возможно, вы искали' under a search that found nothing: the parts the header's suggestions give for the
 * same text (a partial number such as 'w712' finds none by number, but its suggestions list W 712/75).
 */
export function DidYouMean({ number }: { number: string }) {
  const suggestions = useRequest(() => suggestionsOf(number), [number]);
  if (suggestions.status !== 'fetched' || suggestions.data.length === 0) return null;
  return (
    <div className="did-you-mean">
      <p>Возможно, вы искали:</p>
      <ul>
        {suggestions.data.map((part) => (
          <li key={part.id}>
            <Link to={partLink(part.brand, part.number)}>
              {part.brand} {part.number}
            </Link>{' '}
            — {part.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
