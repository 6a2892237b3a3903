import type { ReactNode } from 'react';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import type { OrderStatus } from '@shop/shared';
import { RequireAuth } from '@shop/shared/session';
import './orders.css';

export { LoadFailed } from '@shop/shared/ui/page-states';

/** A page of the orders, payment and refund screens: only for logged-in customers (SPEC §6). */
export function AuthPage({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <RequireAuth>
      <div className={['orders-page', className].filter(Boolean).join(' ')}>{children}</div>
    </RequireAuth>
  );
}

/** A page or block still loading: a skeleton with a status text for screen readers. */
export function Loading({ text = 'Загрузка…', rows = 4 }: { text?: string; rows?: number }) {
  return (
    <div className="orders-pending" role="status" aria-label={text}>
      <Skeleton active title={false} paragraph={{ rows }} />
    </div>
  );
}

const statusColors: Record<OrderStatus, string> = {
  new: 'processing',
  awaiting_payment: 'warning',
  paid: 'success',
  in_work: 'processing',
  shipped: 'cyan',
  completed: 'success',
  cancelled: 'error',
};

/** The status of an order as a coloured tag with its Russian name. */
export function OrderStatusTag({ status, name }: { status: OrderStatus; name: string }) {
  return (
    <Tag className="order-status" color={statusColors[status]}>
      {name}
    </Tag>
  );
}
