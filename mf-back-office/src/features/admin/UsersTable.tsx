import { Button } from '@shop/shared/kit/button';
import { Table } from '@shop/shared/kit/table';
import type { ColumnsType } from 'antd/es/table';
import type { AdminUserRow, Paginated } from '@shop/shared';
import { displayName } from '@shop/shared/format';
import { VisuallyHidden } from '@shop/shared/ui/page';

function userKind(row: AdminUserRow): string {
  const buyer = row.isWholesale ? 'Оптовый' : 'Розничный';
  return row.type === 'business' ? `${buyer}, организация` : `${buyer}, частное лицо`;
}

export interface UsersTableProps {
  data: Paginated<AdminUserRow> | null;
  loading: boolean;
  ownEmail: string;
  switching: string | null;
  onEnter: (row: AdminUserRow) => void;
  onPage: (page: number) => void;
}

/** The admin's user list with a 'Войти как пользователь' button per row and page links under it. */
export function UsersTable({ data, loading, ownEmail, switching, onEnter, onPage }: UsersTableProps) {
  const columns: ColumnsType<AdminUserRow> = [
    {
      key: 'name',
      title: 'Пользователь',
      render: (_value, row) => (
        <div className="admin-user">
          <span className="admin-user-name">{displayName(row)}</span>
          <span className="admin-user-email">{row.email}</span>
          {row.isAdmin && <span className="admin-badge">Администратор</span>}
        </div>
      ),
    },
    { key: 'kind', title: 'Тип', responsive: ['md'], render: (_value, row) => userKind(row) },
    {
      key: 'company',
      title: 'Организация',
      responsive: ['lg'],
      render: (_value, row) => row.companyName ?? <span className="office-muted">Не указана</span>,
    },
    {
      key: 'actions',
      title: <VisuallyHidden>Действия</VisuallyHidden>,
      align: 'right',
      render: (_value, row) => (
        <Button
          onClick={() => onEnter(row)}
          loading={switching === row.email}
          disabled={
            row.email.toLowerCase() === ownEmail.toLowerCase() ||
            (switching !== null && switching !== row.email)
          }
          aria-label={`Войти как пользователь ${row.email}`}
        >
          Войти как пользователь
        </Button>
      ),
    },
  ];

  return (
    <Table<AdminUserRow>
      className="admin-table"
      rowKey="id"
      columns={columns}
      dataSource={data?.items ?? []}
      loading={loading}
      locale={{ emptyText: 'Пользователи не найдены' }}
      pagination={
        data && data.total > data.perPage
          ? {
              current: data.page,
              pageSize: data.perPage,
              total: data.total,
              showSizeChanger: false,
              showTotal: (total) => `Всего: ${total}`,
              onChange: onPage,
            }
          : false
      }
    />
  );
}
