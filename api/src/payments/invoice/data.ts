import type { Company } from '@shop/shared';
import type { Database } from '../../db/connection.js';
import type { OrderStatus } from '../../db/schema-orders.js';
import { paidAmount } from '../../orders/view-queries.js';
import { buyerRow, invoiceLineRows, invoiceOrderRow } from './queries.js';

export interface InvoiceLine {
  brandName: string;
  number: string;
  name: string;
  /** Bought minus cancelled. */
  amount: number;
  price: string;
}

export interface InvoiceData {
  /** The invoice's number: the order's id, or `П-<id>` of a top-up. */
  number: string;
  status: OrderStatus;
  createdAt: Date;
  sum: string;
  commission: string;
  total: string;
  paid: string;
  contractNumber: string;
  contractName: string;
  buyer: { company: Company | null; lastName: string; firstName: string; middleName: string; email: string };
  lines: InvoiceLine[];
}

/** The order of this user with its lines and buyer; null for another user's or a missing order. */
export async function loadInvoiceData(
  db: Database,
  orderId: number,
  userId: number,
): Promise<InvoiceData | null> {
  const order = await invoiceOrderRow(db, orderId, userId);
  if (!order) return null;
  const [lines, paid] = await Promise.all([invoiceLineRows(db, orderId), paidAmount(db, orderId)]);
  return {
    number: String(order.id),
    status: order.status,
    createdAt: order.created_at,
    sum: order.sum,
    commission: order.commission,
    total: order.total,
    paid,
    contractNumber: order.contract_number,
    contractName: order.contract_name,
    buyer: {
      company: order.company,
      lastName: order.last_name,
      firstName: order.first_name,
      middleName: order.middle_name,
      email: order.email,
    },
    lines: lines
      .filter((line) => line.amount > line.cancelled_amount)
      .map((line) => ({
        brandName: line.brand_name,
        number: line.number,
        name: line.name,
        amount: line.amount - line.cancelled_amount,
        price: line.price,
      })),
  };
}

/** The buyer of a top-up's invoice: the user's company or name. */
export async function loadBuyer(db: Database, userId: number): Promise<InvoiceData['buyer']> {
  const user = await buyerRow(db, userId);
  return {
    company: user.company,
    lastName: user.last_name,
    firstName: user.first_name,
    middleName: user.middle_name,
    email: user.email,
  };
}
