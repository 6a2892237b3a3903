import { useEffect, useState } from 'react';
import { AutoComplete } from '@shop/shared/kit/select';
import { useFormikContext } from 'formik';
import type { PartSuggestion } from '../../types/index.js';
import { searchApi } from '@shop/shared/api';
import { HEADER_SEARCH_MIN_CHARS, SUGGEST_DEBOUNCE } from '../../cache/index.js';
import { normalizePartNumber } from '../../catalog/index.js';
import { controlAria, FormField } from '@shop/shared/ui/form';

/** The article field's values: the good chosen from the suggestions and the text shown. */
export interface GoodNumberValues {
  good: number | null;
  goodText: string;
  goodName: string;
}

/** What the field shows for a good: 'MANN-FILTER W 712/75' (unique: a brand has a number once). */
export const goodText = (brand: string, number: string): string => `${brand} ${number}`;

interface Found {
  query: string;
  items: PartSuggestion[];
}

/**
 * The article number with the header search's suggestions (2+ characters, after a pause): only a chosen
 * suggestion sets the good; typing again clears it, so the record never names a part the user did not pick.
 */
export function GoodNumberField() {
  const { values, setValues, setFieldTouched } = useFormikContext<GoodNumberValues>();
  const [typed, setTyped] = useState<string | null>(null);
  const [found, setFound] = useState<Found | null>(null);
  const query = normalizePartNumber(typed ?? '');
  const searching = typed !== null && query.length >= HEADER_SEARCH_MIN_CHARS;

  useEffect(() => {
    if (!searching) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchApi.suggestions(query, controller.signal).then(
        (items) => setFound({ query, items }),
        // Suggestions are a convenience: a failed request leaves the field as it is.
        () => undefined,
      );
    }, SUGGEST_DEBOUNCE);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, searching]);

  const items = searching && found?.query === query ? found.items : [];
  const choose = (text: string) => {
    const item = items.find((suggestion) => goodText(suggestion.brand, suggestion.number) === text);
    if (item) setTyped(null);
    else setTyped(text);
    void setValues(
      (current) => ({ ...current, goodText: text, good: item?.id ?? null, goodName: item?.name ?? '' }),
      false,
    );
  };

  return (
    <FormField name="good" label="Номер запчасти" help={values.goodName || 'Выберите запчасть из подсказок'}>
      {(control) => (
        <AutoComplete
          {...controlAria(control)}
          id={control.id}
          value={values.goodText}
          placeholder="Номер запчасти"
          options={items.map((item) => ({
            value: goodText(item.brand, item.number),
            label: `${goodText(item.brand, item.number)} — ${item.name}`,
          }))}
          onChange={choose}
          onSelect={choose}
          onBlur={() => void setFieldTouched('good', true)}
        />
      )}
    </FormField>
  );
}
