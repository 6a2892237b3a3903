import { useEffect, useState } from 'react';
import { Input } from '@shop/shared/kit/essentials';
import { adminApi } from '../../api/admin';
import { useSearchParams } from '@shop/shared/router';
import { isAdmin, useSession } from '@shop/shared/session';
import { useRequest } from '@shop/shared/ui';
import { LoadFailed } from '../common/PageStates';
import { useDocumentTitle } from '@shop/shared/ui/page-states';
import { UsersTable } from './UsersTable';
import { useSwitchUser } from './useSwitchUser';
import '../common/common.css';
import './admin.css';

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** `/cabinet/admin` (admins): find a user and work as that user. Everyone else sees 'Доступ запрещён'. */
export function AdminPage() {
  const profile = useSession((state) => state.profile);
  useDocumentTitle(isAdmin(profile) ? 'Панель администратора' : 'Доступ запрещён');
  if (!profile || !isAdmin(profile)) {
    return (
      <div className="office-page">
        <section className="office-block" role="alert">
          <h1>Доступ запрещён</h1>
          <p>Эта страница доступна только администраторам.</p>
        </section>
      </div>
    );
  }
  return <AdminPanel ownEmail={profile.email} />;
}

function AdminPanel({ ownEmail }: { ownEmail: string }) {
  const [params, setParams] = useSearchParams();
  const query = params.get('query') ?? '';
  const page = pageOf(params.get('page'));
  const [text, setText] = useState(query);
  const users = useRequest(() => adminApi.users({ query: query || undefined, page }), [query, page]);
  const { enter, switching } = useSwitchUser();

  useEffect(() => setText(query), [query]);

  const search = (value: string) => {
    const next = new URLSearchParams();
    if (value.trim()) next.set('query', value.trim());
    setParams(next);
  };
  const goToPage = (nextPage: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(nextPage));
    setParams(next);
  };

  return (
    <div className="office-page admin">
      <h1>Панель администратора</h1>
      <section className="office-block" aria-labelledby="admin-users-title">
        <h2 id="admin-users-title">Пользователи</h2>
        <div role="search" className="admin-search">
          <Input.Search
            aria-label="Поиск пользователей"
            placeholder="Email, фамилия, имя или организация"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onSearch={search}
            enterButton="Найти"
            allowClear
            size="large"
          />
        </div>
        {users.status === 'failed' ? (
          <LoadFailed error={users.error} onRetry={users.retry} title="Не удалось загрузить пользователей" />
        ) : (
          <UsersTable
            data={users.data}
            loading={users.status === 'loading'}
            ownEmail={ownEmail}
            switching={switching}
            onEnter={(row) => void enter(row)}
            onPage={goToPage}
          />
        )}
      </section>
    </div>
  );
}
