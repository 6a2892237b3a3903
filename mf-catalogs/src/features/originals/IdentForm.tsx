import { useState, type FormEvent } from 'react';
import { Button, Input } from '@shop/shared/kit/essentials';
import { useNavigate } from '@shop/shared/router';
import { isValidVin } from '@shop/shared/catalog';

/** What is wrong with a typed VIN or frame number, or null: 17 characters must be a valid VIN (SPEC §5). */
export function identProblem(text: string): string | null {
  const value = text.trim();
  if (!value) return 'Введите VIN или номер кузова';
  if (value.length === 17 && !isValidVin(value)) return 'Неверный формат VIN';
  if (value.length > 30) return 'Слишком длинный номер';
  return null;
}

/** The VIN / frame box: the vehicles with that identifier. */
export function IdentForm() {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = identProblem(text);
    setProblem(found);
    if (found) return;
    const ident = text.trim().toUpperCase();
    navigate(`/catalogs/originals/vehicles?identString=${encodeURIComponent(ident)}`);
  };

  return (
    <form className="catalogs-ident" onSubmit={submit} aria-label="Поиск по VIN или номеру кузова" noValidate>
      <label htmlFor="catalogs-ident-input">Поиск автомобиля по VIN или номеру кузова (FRAME)</label>
      <div className="catalogs-ident-row">
        <Input
          id="catalogs-ident-input"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
          placeholder="Например, XW8ZZZ61ZEG123456"
          status={problem ? 'error' : undefined}
          aria-invalid={Boolean(problem)}
          aria-describedby={problem ? 'catalogs-ident-problem' : undefined}
          autoComplete="off"
        />
        <Button type="primary" htmlType="submit">
          Найти
        </Button>
      </div>
      {problem && (
        <p id="catalogs-ident-problem" className="catalogs-error" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
