import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Placing an order in one round trip (issue 16): `place_order` does on the server what Node did between
 * statements of an open transaction. Node checks the order and prices its lines first, by reads outside any
 * transaction; the function then, in the one statement that calls it:
 *  - takes the user's row lock (orders and cart changes of one user take turns) and answers the first order of
 *    a repeated Idempotency-Key;
 *  - locks the contract and requires the terms the checks read to be unchanged, then the credit limit for
 *    payments made later (SQLSTATE OR402, the available amount in DETAIL);
 *  - takes the ordered lines out of the cart, requiring each as the checks read it (OR412 when a line or the
 *    contract changed in between: Node checks again);
 *  - holds the stock lines' units in (vendor, part) order against the listed figure (OR409, the payload line
 *    and what is left in DETAIL), as the contract first and then the reservations, like cancellations do;
 *  - writes the order, its lines and the contract's debit with its movement (as `recordContractMovement`).
 * Any raise undoes the whole statement, so a refused order leaves nothing behind.
 */
const up = sql`create function place_order(new_order jsonb, new_items jsonb, checked_contract jsonb, on_credit boolean)
  returns table (placed_id integer, placed_uid uuid)
  language plpgsql as $$
  declare
    o orders := jsonb_populate_record(null::orders, new_order);
    terms record;
    stock_line record;
    held integer;
    listed integer;
    removed integer;
    debited numeric;
  begin
    perform 1 from users where id = o.user_id for update;
    if o.idempotency_key is not null then
      return query select x.id, x.uid from orders x
        where x.user_id = o.user_id and x.idempotency_key = o.idempotency_key;
      if found then
        return;
      end if;
    end if;

    select c.balance, c.credit_limit, jsonb_build_object(
        'type', c.type, 'currency', c.currency, 'is_for_order', c.is_for_order,
        'is_order_deny', c.is_order_deny, 'is_allow_qr_pay', c.is_allow_qr_pay,
        'is_cashless_payments', c.is_cashless_payments) as checked
      into terms
      from contracts c where c.id = o.contract_id and c.user_id = o.user_id
      for update;
    if not found or terms.checked <> checked_contract then
      raise exception using errcode = 'OR412', message = 'place_order: the contract changed after the checks';
    end if;
    if on_credit and terms.balance + terms.credit_limit < o.total then
      raise exception using errcode = 'OR402', message = 'place_order: over the credit limit',
        detail = (terms.balance + terms.credit_limit)::text;
    end if;

    delete from cart_items c
      using jsonb_to_recordset(new_items)
        as l(cart_id integer, good_id bigint, vendor_id integer, offer_id bigint, reference text)
      where c.id = l.cart_id and c.user_id = o.user_id and c.good_id = l.good_id and c.vendor_id = l.vendor_id
        and c.offer_id is not distinct from l.offer_id and c.reference = l.reference;
    get diagnostics removed = row_count;
    if removed <> jsonb_array_length(new_items) then
      raise exception using errcode = 'OR412', message = 'place_order: a cart line changed after the checks';
    end if;

    for stock_line in
      select l.line, l.vendor_id, l.good_id, l.offer_id, l.amount
      from jsonb_to_recordset(new_items)
        as l(line integer, vendor_id integer, good_id bigint, offer_id bigint, amount integer)
      where l.offer_id is not null
      order by l.vendor_id, l.good_id, l.line
    loop
      insert into stock_reservations as r (vendor_id, good_id, amount)
        values (stock_line.vendor_id, stock_line.good_id, stock_line.amount)
        on conflict (vendor_id, good_id) do update set amount = r.amount + excluded.amount
        returning r.amount into held;
      select coalesce(max(x.amount), 0) into listed from offers x where x.id = stock_line.offer_id;
      if held > listed then
        raise exception using errcode = 'OR409', message = 'place_order: sold out',
          detail = json_build_object('line', stock_line.line,
            'available', greatest(0, listed - (held - stock_line.amount)))::text;
      end if;
    end loop;

    insert into orders (user_id, contract_id, payment_method_id, delivery_method_id, delivery_address,
        delivery_address_data, delivery_customer_name, delivery_schedule_id, delivery_at, customer_comment,
        status, sum, commission, total, currency, idempotency_key)
      values (o.user_id, o.contract_id, o.payment_method_id, o.delivery_method_id, o.delivery_address,
        o.delivery_address_data, o.delivery_customer_name, o.delivery_schedule_id, o.delivery_at,
        o.customer_comment, o.status, o.sum, o.commission, o.total, o.currency, o.idempotency_key)
      returning id, uid into placed_id, placed_uid;
    insert into order_items (order_id, good_id, vendor_id, offer_id, item_key, brand_name, number, name, amount,
        price, delivery_hours, is_stock, refund, reference)
      select placed_id, i.good_id, i.vendor_id, i.offer_id, i.item_key, i.brand_name, i.number, i.name, i.amount,
        i.price, i.delivery_hours, i.is_stock, i.refund, i.reference
      from jsonb_populate_recordset(null::order_items, new_items) with ordinality as i
      order by i.ordinality;

    update contracts set balance = balance - o.total where id = o.contract_id
      returning balance into debited;
    insert into contract_transactions (contract_id, kind, amount, balance_after, order_id, description)
      values (o.contract_id, 'order', -o.total, debited, placed_id, 'Заказ № ' || placed_id);
    return next;
  end
$$`;

export const placeOrder: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await up.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await sql`drop function if exists place_order(jsonb, jsonb, jsonb, boolean)`.execute(db);
  },
};
