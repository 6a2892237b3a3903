import { Spin } from '@shop/shared/kit/loading';
import type { SupplierState } from './useOfferSearch';

/**
 * How the remote suppliers are doing: one line while any is still asked, then a quiet note per supplier
 * that failed. It never hides the offers already shown.
 */
export function SupplierStatus({ suppliers }: { suppliers: SupplierState[] }) {
  const pending = suppliers.filter((supplier) => supplier.status === 'pending');
  const failed = suppliers.filter((supplier) => supplier.status === 'failed');
  if (pending.length === 0 && failed.length === 0) return null;
  return (
    <div className="supplier-status">
      {pending.length > 0 && (
        <div className="supplier-pending" role="status">
          <Spin size="small" /> Запрашиваем предложения поставщиков…{' '}
          <span className="supplier-names">
            ({pending.map((supplier) => supplier.vendor.name).join(', ')})
          </span>
        </div>
      )}
      {failed.map((supplier) => (
        <p key={supplier.vendor.id} className="supplier-failed">
          Поставщик «{supplier.vendor.name}» не ответил: {supplier.error}
        </p>
      ))}
    </div>
  );
}
