import { Skeleton } from '@shop/shared/kit/loading';
import './page.css';

/** A page or block still loading: a skeleton with a status text for screen readers. */
export function Loading({ text = 'Загрузка…', rows = 4 }: { text?: string; rows?: number }) {
  return (
    <div className="shop-pending" role="status" aria-label={text}>
      <Skeleton active title={false} paragraph={{ rows }} />
    </div>
  );
}
