import { sql } from 'kysely';
import type { Database } from '../db/connection.js';
import type { OfferRow } from '../search/offers.js';

/** An offer of the price list: the search's offer row with its part. */
export interface PriceListRow extends OfferRow {
  brand_id: number;
  brand_name: string;
  number: string;
  good_name: string;
}

/**
 * The next page of offers a customer may buy, after offer `afterId` in id order (keyset: each page is one
 * index range scan, however deep into the list). Like the search: active vendors only, units available =
 * listed − reserved, and only offers with some available.
 */
export async function priceListPage(db: Database, afterId: number, limit: number): Promise<PriceListRow[]> {
  const { rows } = await sql<PriceListRow>`/* prepared:price-list-page */
    select o.id, o.good_id, o.vendor_id, v.name as vendor_name, v.is_remote, o.purchase_price, o.currency,
      greatest(o.amount - coalesce(r.amount, 0), 0) as amount,
      o.min_amount, o.multiplicity, o.delivery_hours + v.extra_delivery_hours as delivery_hours,
      o.refund_allowed, o.refund_percent, o.refund_conditions, o.fixed_price, o.minimum_retail_price,
      g.brand_id, b.name as brand_name, g.number, g.name as good_name
    from offers o
    join vendors v on v.id = o.vendor_id
    join goods g on g.id = o.good_id
    join brands b on b.id = g.brand_id
    left join stock_reservations r on r.vendor_id = o.vendor_id and r.good_id = o.good_id
    where o.id > ${afterId} and v.is_active and o.amount > coalesce(r.amount, 0)
    order by o.id
    limit ${limit}`.execute(db);
  return rows;
}
