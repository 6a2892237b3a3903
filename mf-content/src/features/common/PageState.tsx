import { apiStatus } from '@shop/shared/api';

/** Loading, not-found and failure texts of a content page. */
export function PageLoading() {
  return (
    <div className="page-pending" role="status">
      Загрузка страницы…
    </div>
  );
}

export function PageNotFound() {
  return (
    <div className="content-empty">
      <h1>Страница не найдена</h1>
      <p>Возможно, она была удалена или адрес набран с ошибкой.</p>
    </div>
  );
}

export function PageFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (apiStatus(error) === 404) return <PageNotFound />;
  return (
    <div className="content-empty" role="alert">
      <h1>Не удалось загрузить страницу</h1>
      <p>Произошла непредвиденная ошибка. Проверьте соединение и попробуйте ещё раз.</p>
      <button type="button" className="content-button" onClick={onRetry}>
        Повторить
      </button>
    </div>
  );
}
