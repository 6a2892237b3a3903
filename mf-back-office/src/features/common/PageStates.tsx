import './common.css';

/** The loading text of a page or a block. */
export function Loading({ text = 'Загрузка…' }: { text?: string }) {
  return (
    <div className="office-pending" role="status">
      {text}
    </div>
  );
}

export { LoadFailed } from '@shop/shared/ui/page-states';
