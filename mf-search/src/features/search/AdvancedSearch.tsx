import { useState, type FormEvent } from 'react';
import { Button, Input } from '@shop/shared/kit/essentials';
import { Checkbox } from '@shop/shared/kit/select';
import { useNavigate } from '@shop/shared/router';
import { ANALOGUES_PARAM, writeFilters, type OfferFilters } from './filters';
import { SearchFilters } from './SearchFilters';

const NUMBER_REQUIRED = 'Введите номер запчасти';

/**
 * `/search` without a number (SPEC §2 'Расширенный поиск'): the number, the brand if known, and the offers'
 * filters before the search; the results page shows the same filters, so they can be changed there too.
 */
export function AdvancedSearch({ defaults }: { defaults: OfferFilters }) {
  const navigate = useNavigate();
  const [number, setNumber] = useState('');
  const [brandName, setBrandName] = useState('');
  const [filters, setFilters] = useState(defaults);
  const [analogues, setAnalogues] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!number.trim()) {
      setError(NUMBER_REQUIRED);
      return;
    }
    const query = new URLSearchParams({ number: number.trim() });
    if (brandName.trim()) query.set('brandName', brandName.trim());
    const params = writeFilters(query, filters, defaults);
    if (!analogues) params.set(ANALOGUES_PARAM, '0');
    navigate(`/search?${params.toString()}`);
  };

  return (
    <section aria-labelledby="advanced-search-title" className="advanced-search">
      <h1 id="advanced-search-title" className="search-title">
        Расширенный поиск
      </h1>
      <p className="search-hint">Что ищем? Не указана строка для поиска.</p>
      <form onSubmit={submit} noValidate>
        <div className="advanced-search-fields">
          <label className="advanced-search-field">
            <span>Номер запчасти</span>
            <Input
              value={number}
              status={error ? 'error' : undefined}
              aria-invalid={error !== null}
              aria-describedby={error ? 'advanced-search-error' : undefined}
              placeholder="Например, W 712/75"
              onChange={(event) => {
                setNumber(event.target.value);
                setError(null);
              }}
            />
          </label>
          <label className="advanced-search-field">
            <span>Производитель</span>
            <Input
              value={brandName}
              placeholder="Любой"
              onChange={(event) => setBrandName(event.target.value)}
            />
          </label>
        </div>
        {error && (
          <p id="advanced-search-error" role="alert" className="advanced-search-error">
            {error}
          </p>
        )}
        <SearchFilters filters={filters} onChange={setFilters} />
        <Checkbox checked={analogues} onChange={(event) => setAnalogues(event.target.checked)}>
          С аналогами
        </Checkbox>
        <div className="advanced-search-actions">
          <Button type="primary" htmlType="submit">
            Найти
          </Button>
        </div>
      </form>
    </section>
  );
}
