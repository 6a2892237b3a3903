import { Link } from '@shop/shared/router';

/** Page links `?page=N`; nothing when everything fits on one page. */
export function Pager({ page, pages, path }: { page: number; pages: number; path: string }) {
  if (pages <= 1) return null;
  const href = (n: number) => (n === 1 ? path : `${path}?page=${n}`);
  return (
    <nav className="pager" aria-label="Страницы">
      {page > 1 && <Link to={href(page - 1)}>← Назад</Link>}
      {Array.from({ length: pages }, (_, i) => i + 1).map((n) =>
        n === page ? (
          <span key={n} aria-current="page" className="pager-current">
            {n}
          </span>
        ) : (
          <Link key={n} to={href(n)}>
            {n}
          </Link>
        ),
      )}
      {page < pages && <Link to={href(page + 1)}>Вперёд →</Link>}
    </nav>
  );
}
