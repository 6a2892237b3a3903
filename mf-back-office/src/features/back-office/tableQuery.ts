import type { SorterResult } from 'antd/es/table/interface';
import type { SortOrder } from './api';

/** The sort of an antd table's header click as the API's `sort` and `order`. */
export function sortOf<Row, Key extends string>(
  sorter: SorterResult<Row> | SorterResult<Row>[],
  allowed: readonly Key[],
): { sort?: Key; order?: SortOrder } {
  const one = Array.isArray(sorter) ? sorter[0] : sorter;
  const key = String(one?.columnKey ?? '');
  if (!one?.order || !(allowed as readonly string[]).includes(key)) return {};
  return { sort: key as Key, order: one.order === 'ascend' ? 'asc' : 'desc' };
}

/** antd's sort marker of a column for the current query. */
export function sortMarker(
  query: { sort?: string; order?: SortOrder },
  key: string,
): 'ascend' | 'descend' | null {
  if (query.sort !== key) return null;
  return query.order === 'asc' ? 'ascend' : 'descend';
}

/** The table's pagination for a page of answers (20 a page on the server). */
export function pagination(data: { page: number; perPage: number; total: number } | null) {
  return data
    ? {
        current: data.page,
        pageSize: data.perPage,
        total: data.total,
        showSizeChanger: false,
        showTotal: (total: number) => `Всего: ${total}`,
      }
    : false;
}
