import { Select } from '@shop/shared/kit/select';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useField, useFormikContext } from 'formik';
import { searchApi } from '@shop/shared/api';
import { controlAria, FormField } from '@shop/shared/ui/form';
import { contentApi, type GoodLabel } from './api';

const SEARCH_DELAY_MS = 500;

const labelOf = (good: GoodLabel) => `${good.brand} ${good.number}${good.name ? ` — ${good.name}` : ''}`;

/**
 * The goods of a carousel or a promotion: chosen by part number from the search's suggestions, kept as ids;
 * those already chosen are named by `GET /api/admin/content/goods`.
 */
export function GoodsField({ name, label, help }: { name: string; label: ReactNode; help?: ReactNode }) {
  const [field] = useField<number[] | undefined>(name);
  const { setFieldValue, setFieldTouched } = useFormikContext<unknown>();
  const ids = field.value ?? [];
  const [known, setKnown] = useState<Map<number, GoodLabel>>(new Map());
  const [found, setFound] = useState<GoodLabel[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const unnamed = ids.filter((id) => !known.has(id));
  const unnamedKey = unnamed.join(',');
  useEffect(() => {
    if (unnamedKey === '') return;
    let current = true;
    contentApi.goods(unnamedKey.split(',').map(Number)).then(
      (goods) => {
        if (current) setKnown((map) => new Map([...map, ...goods.map((good) => [good.id, good] as const)]));
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [unnamedKey]);
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  const search = (text: string) => {
    if (timer.current !== null) clearTimeout(timer.current);
    if (text.trim() === '') return;
    timer.current = setTimeout(() => {
      searchApi.suggestions(text.trim()).then(
        (suggestions) => setFound(suggestions),
        () => setFound([]),
      );
    }, SEARCH_DELAY_MS);
  };

  const options = new Map<number, GoodLabel>();
  for (const id of ids) options.set(id, known.get(id) ?? { id, brand: 'Товар', number: `№ ${id}`, name: '' });
  for (const good of found) options.set(good.id, good);

  return (
    <FormField name={name} label={label} help={help}>
      {(control) => (
        <Select<number[]>
          {...controlAria(control)}
          id={control.id}
          mode="multiple"
          showSearch={{ filterOption: false, onSearch: search }}
          placeholder="Номер запчасти"
          notFoundContent="Введите номер запчасти"
          value={ids}
          options={[...options.values()].map((good) => ({ value: good.id, label: labelOf(good) }))}
          onChange={(chosen) => {
            const picked = found.filter((good) => chosen.includes(good.id));
            setKnown((map) => new Map([...map, ...picked.map((good) => [good.id, good] as const)]));
            void setFieldValue(name, chosen);
          }}
          onBlur={() => void setFieldTouched(name, true)}
        />
      )}
    </FormField>
  );
}
