import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@shop/shared/router';

/** Header search (SPEC §2): a valid VIN goes to the vehicle search, anything else to /search?number=. */
export function SearchBox() {
  const [query, setQuery] = useState('');
  const navigate = useNavigate();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    if (!text) return;
    // The rules module (with yup) is loaded on the first search, not with the first page.
    const { isValidVin } = await import('@shop/shared/validation');
    if (isValidVin(text)) {
      navigate(`/catalogs/originals/vehicles?vin=${encodeURIComponent(text.toUpperCase())}`);
    } else {
      navigate(`/search?number=${encodeURIComponent(text)}`);
    }
  };
  return (
    <form className="search-box" role="search" onSubmit={submit}>
      <input
        type="search"
        name="number"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Номер запчасти или VIN автомобиля"
        aria-label="Номер запчасти или VIN автомобиля"
        autoComplete="off"
      />
      <button type="submit" className="search-submit">
        Найти
      </button>
      <Link to="/search" className="search-extended">
        Расширенный поиск
      </Link>
    </form>
  );
}
