import type { ReactNode } from 'react';
import { Tag } from '@shop/shared/kit';
import type { OrderStatus } from '@shop/shared';
import { RequireAuth } from '@shop/shared/session';
import { ShopPage } from '@shop/shared/ui/page';
import './orders.css';

export { LoadFailed } from '@shop/shared/ui/page-states';
export { Loading } from '@shop/shared/ui/page';

/** A page of the orders, payment and refund screens: only for logged-in customers (SPEC §6). */
export function AuthPage({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <RequireAuth>
      <ShopPage className={className}>{children}</ShopPage>
    </RequireAuth>
  );
}

const statusColors: Record<OrderStatus, string> = {
  new: 'processing',
  awaiting_payment: 'warning',
  paid: 'success',
  in_work: 'processing',
  ordered: 'processing',
  arrived: 'geekblue',
  shipped: 'cyan',
  ready: 'cyan',
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
