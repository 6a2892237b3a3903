import { Table } from '@shop/shared/kit/table';
import type { ColumnsType } from 'antd/es/table';
import type { CartItem } from '@shop/shared';
import { formatPrice } from '@shop/shared/format';
import { useIsMobile } from '@shop/shared/ui';
import { VisuallyHidden } from '@shop/shared/ui/page';
import type { OrderLineProblem } from '@shop/shared/validation';
import { lineCost, lineProblems, rowTone, type RowTone } from './cartLines';
import { LineName, QuantityInput, ReferenceEdit, RemoveButton, SelectBox } from './CartLineParts';
import { LineArrival } from './LineArrival';
import { useCart, type LineCheck } from './cartStore';
import { LineProblems } from './LineProblems';

export interface LineView {
  item: CartItem;
  check: LineCheck | undefined;
  problems: OrderLineProblem[];
  tone: RowTone;
}

/** Every line with its current offer, problems and row colour. */
export function useLineViews(): LineView[] {
  const items = useCart((state) => state.items);
  const checks = useCart((state) => state.checks);
  const saving = useCart((state) => state.saving);
  return items.map((item) => {
    const check = checks[item.id];
    const problems = lineProblems(item, check);
    const isLoading = Boolean(saving[item.id]) || check?.status === 'loading';
    return { item, check, problems, tone: rowTone(item, isLoading, problems) };
  });
}

/** The cart lines: a table from 750 px, cards on phones (SPEC §9 breakpoints). */
export function CartTable() {
  const isMobile = useIsMobile();
  const lines = useLineViews();
  return isMobile ? <CartCards lines={lines} /> : <CartGrid lines={lines} />;
}

function CartGrid({ lines }: { lines: LineView[] }) {
  const byId = new Map(lines.map((line) => [line.item.id, line]));
  const lineOf = (item: CartItem): LineView =>
    byId.get(item.id) ?? { item, check: undefined, problems: [], tone: 'plain' };
  const columns: ColumnsType<CartItem> = [
    {
      key: 'select',
      title: <VisuallyHidden>Заказать</VisuallyHidden>,
      width: 48,
      render: (_value, item) => <SelectBox item={item} />,
    },
    { key: 'name', title: 'Товар', render: (_value, item) => <LineName item={item} /> },
    {
      key: 'reference',
      title: 'Комментарий',
      width: 300,
      render: (_value, item) => <ReferenceEdit item={item} />,
    },
    {
      key: 'term',
      title: 'Срок',
      width: 110,
      render: (_value, item) => <LineArrival item={item} />,
    },
    {
      key: 'price',
      title: 'Цена',
      align: 'right',
      width: 110,
      render: (_value, item) => <span className="cart-price">{formatPrice(item.price)}</span>,
    },
    {
      key: 'amount',
      title: 'Количество',
      width: 150,
      render: (_value, item) => <QuantityInput item={item} check={lineOf(item).check} />,
    },
    {
      key: 'cost',
      title: 'Стоимость',
      align: 'right',
      width: 120,
      render: (_value, item) => <span className="cart-price">{formatPrice(lineCost(item))}</span>,
    },
    {
      key: 'remove',
      title: <VisuallyHidden>Удалить</VisuallyHidden>,
      width: 56,
      render: (_value, item) => <RemoveButton item={item} />,
    },
  ];
  return (
    <Table<CartItem>
      className="cart-table"
      aria-label="Товары в корзине"
      size="middle"
      rowKey="id"
      columns={columns}
      dataSource={lines.map((line) => line.item)}
      pagination={false}
      rowClassName={(item) => `cart-row cart-row-${lineOf(item).tone}`}
      expandable={{
        showExpandColumn: false,
        expandedRowKeys: lines.filter((line) => line.problems.length > 0).map((line) => line.item.id),
        expandedRowClassName: () => 'cart-row-problems',
        expandedRowRender: (item) => <LineProblems item={item} problems={lineOf(item).problems} />,
      }}
    />
  );
}

function CartCards({ lines }: { lines: LineView[] }) {
  return (
    <ul className="cart-cards" aria-label="Товары в корзине">
      {lines.map(({ item, check, problems, tone }) => (
        <li key={item.id} className={`cart-card cart-row-${tone}`} data-line={item.id}>
          <div className="cart-card-head">
            <SelectBox item={item} />
            <LineName item={item} />
            <RemoveButton item={item} />
          </div>
          <dl className="cart-card-facts">
            <div>
              <dt>Срок</dt>
              <dd>
                <LineArrival item={item} />
              </dd>
            </div>
            <div>
              <dt>Цена</dt>
              <dd className="cart-price">{formatPrice(item.price)}</dd>
            </div>
            <div>
              <dt>Стоимость</dt>
              <dd className="cart-price">{formatPrice(lineCost(item))}</dd>
            </div>
          </dl>
          <QuantityInput item={item} check={check} />
          <ReferenceEdit item={item} />
          <LineProblems item={item} problems={problems} />
        </li>
      ))}
    </ul>
  );
}
