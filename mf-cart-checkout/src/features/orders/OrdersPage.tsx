import { ordersApi } from '../../api/orders';
import { useSearchParams } from '@shop/shared/router';
import { useRequest } from '@shop/shared/ui';
import { useDocumentTitle } from '@shop/shared/ui/page-states';
import { OrdersFilterDropdown } from './OrdersFilterDropdown';
import { OrdersList } from './OrdersList';
import {
  filterFromParams,
  filterToParams,
  ordersEmptyText,
  pageFromParams,
  toRequest,
  type OrdersFilterValues,
} from './ordersFilter';
import { AuthPage, LoadFailed } from './PageParts';
import { Spending } from './spending/Spending';

const TITLE = 'Заказы';

/** `/orders`: the customer's orders with the filter and the page kept in the address. */
export function OrdersPage() {
  useDocumentTitle(TITLE);
  return (
    <AuthPage>
      <OrdersScreen />
    </AuthPage>
  );
}

function OrdersScreen() {
  const [params, setParams] = useSearchParams();
  const filter = filterFromParams(params);
  const page = pageFromParams(params);
  const key = filterToParams(filter).toString();
  const orders = useRequest(() => ordersApi.list(toRequest(filter, page)), [key, page]);

  const applyFilter = (values: OrdersFilterValues) => setParams(filterToParams(values));
  const goToPage = (nextPage: number) => {
    const next = filterToParams(filter);
    if (nextPage > 1) next.set('page', String(nextPage));
    setParams(next);
  };

  return (
    <>
      <div className="orders-head">
        <h1>{TITLE}</h1>
        <OrdersFilterDropdown title="Фильтр заказов" values={filter} onApply={applyFilter} />
      </div>
      {orders.status === 'failed' ? (
        <LoadFailed error={orders.error} onRetry={orders.retry} title="Не удалось загрузить заказы" />
      ) : (
        <OrdersList
          data={orders.data}
          loading={orders.status === 'loading'}
          emptyText={ordersEmptyText(filter)}
          onPage={goToPage}
        />
      )}
      <Spending />
    </>
  );
}
