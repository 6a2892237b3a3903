import { useEffect, useState } from 'react';
import { Button } from '@shop/shared/kit/button';
import { InputNumber, Radio } from '@shop/shared/kit/controls';
import { Input } from '@shop/shared/kit/essentials';
import { apiErrorMessage } from '@shop/shared/api';
import { toast, useRequest } from '@shop/shared/ui';
import { LoadFailed } from '@shop/shared/ui/page-states';
import { backOfficeApi, type VendorImportSettings } from './api';

interface WordRow {
  key: number;
  word: string;
  units: number | null;
}

const rowsOf = (words: Record<string, number>): WordRow[] =>
  Object.entries(words).map(([word, units], key) => ({ key, word, units }));

/**
 * How the chosen vendor's lists are read: what each stock word means ('есть' → 1), '<5' as one unit or
 * four, and which of a part's repeated rows becomes its offer. The server checks them with the importer's
 * own rules and its message is shown as it is.
 */
export function ImportSettings({ vendor }: { vendor: number }) {
  const loaded = useRequest(() => backOfficeApi.importSettings(vendor), [vendor]);
  const [rows, setRows] = useState<WordRow[]>([]);
  const [lessThan, setLessThan] = useState<VendorImportSettings['lessThan']>('one');
  const [duplicates, setDuplicates] = useState<VendorImportSettings['duplicates']>('cheapest');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (loaded.status !== 'fetched') return;
    setRows(rowsOf(loaded.data.stockWords));
    setLessThan(loaded.data.lessThan);
    setDuplicates(loaded.data.duplicates);
    setError(null);
  }, [loaded.status, loaded.data]);

  if (loaded.status === 'failed') {
    return <LoadFailed error={loaded.error} onRetry={loaded.retry} title="Не удалось загрузить настройки" />;
  }

  const change = (key: number, patch: Partial<WordRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const nextKey = () => Math.max(-1, ...rows.map((row) => row.key)) + 1;

  const save = async () => {
    const empty = rows.find((row) => row.word.trim() === '' || row.units === null);
    if (empty) {
      setError('У каждого слова должно быть слово и количество');
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const stockWords = Object.fromEntries(rows.map((row) => [row.word, row.units ?? 0]));
      const saved = await backOfficeApi.saveImportSettings(vendor, { stockWords, lessThan, duplicates });
      setRows(rowsOf(saved.stockWords));
      void toast.success('Настройки поставщика сохранены');
    } catch (failure) {
      setError(apiErrorMessage(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="office-block" aria-labelledby="import-settings-title">
      <h2 id="import-settings-title">Как читать прайс-листы поставщика</h2>
      {loaded.status === 'loading' ? (
        <p className="back-office-muted">Загрузка настроек…</p>
      ) : (
        <>
          <h3>Остаток словами</h3>
          <p className="back-office-muted">
            Числа, «&gt;10», «10+» и «5-10» читаются всегда; слова — так, как задано здесь.
          </p>
          <ul className="back-office-words" aria-label="Слова остатка">
            {rows.map((row) => (
              <li key={row.key}>
                <Input
                  aria-label="Слово"
                  value={row.word}
                  maxLength={40}
                  onChange={(event) => change(row.key, { word: event.target.value })}
                />
                <InputNumber<number>
                  aria-label={`Количество для «${row.word}»`}
                  min={0}
                  precision={0}
                  value={row.units}
                  addonAfter="шт."
                  onChange={(units) => change(row.key, { units })}
                />
                <Button
                  aria-label={`Удалить слово «${row.word}»`}
                  onClick={() => setRows((current) => current.filter((entry) => entry.key !== row.key))}
                >
                  Удалить
                </Button>
              </li>
            ))}
          </ul>
          <Button onClick={() => setRows((current) => [...current, { key: nextKey(), word: '', units: 0 }])}>
            Добавить слово
          </Button>
          <fieldset className="back-office-mode">
            <legend>«&lt;5» в колонке остатка</legend>
            <Radio.Group
              value={lessThan}
              onChange={(event) => setLessThan(event.target.value as typeof lessThan)}
            >
              <Radio value="one">1 шт. — у поставщика есть хотя бы одна</Radio>
              <Radio value="below">4 шт. — на единицу меньше</Radio>
            </Radio.Group>
          </fieldset>
          <fieldset className="back-office-mode">
            <legend>Несколько строк одной позиции в списке</legend>
            <Radio.Group
              value={duplicates}
              onChange={(event) => setDuplicates(event.target.value as typeof duplicates)}
            >
              <Radio value="cheapest">Лучшая цена (при равной — первая строка)</Radio>
              <Radio value="first">Первая строка</Radio>
            </Radio.Group>
          </fieldset>
          {error && (
            <p className="back-office-warning" role="alert">
              {error}
            </p>
          )}
          <Button type="primary" loading={saving} onClick={() => void save()}>
            Сохранить настройки
          </Button>
        </>
      )}
    </section>
  );
}
