import { Button, Input } from '@shop/shared/kit/essentials';
import { Switch, Tabs } from '@shop/shared/kit/controls';
import { Select } from '@shop/shared/kit/select';
import { Table } from '@shop/shared/kit/table';
import { useState } from 'react';
import type { ColumnsType } from 'antd/es/table';
import { formatDate, formatDateTime } from '@shop/shared/format';
import { apiErrorMessage } from '@shop/shared/api';
import { useNavigate, useParams } from '@shop/shared/router';
import { confirm, toast, useRequest } from '@shop/shared/ui';
import { LoadFailed, useDocumentTitle } from '@shop/shared/ui/page-states';
import { postTypeNames, type PostType } from '@shop/back-office-rules';
import { contentApi, type ContentQuery, type ContentRow } from './api';
import { CampaignSettingsPanel } from './CampaignSettingsPanel';
import { ContentEditor } from './ContentEditor';
import { kindView, kindViews, postTypeOptions, type KindView } from './kinds';
import './content.css';

const PER_PAGE_TEXT = (total: number) => `Всего: ${total}`;

/** Columns a kind adds between its name and the published flag. */
function extraColumns(kind: KindView): ColumnsType<ContentRow> {
  switch (kind.name) {
    case 'posts':
      return [
        {
          key: 'type',
          title: 'Раздел',
          responsive: ['sm'],
          render: (_v, row) => postTypeNames[row.type as PostType],
        },
        {
          key: 'publishedAt',
          title: 'Дата публикации',
          responsive: ['md'],
          render: (_v, row) => formatDate(String(row.publishedAt)),
        },
      ];
    case 'promotions':
      return [
        {
          key: 'period',
          title: 'Сроки',
          responsive: ['sm'],
          render: (_v, row) => `${formatDate(String(row.startAt))} — ${formatDate(String(row.endAt))}`,
        },
        {
          key: 'discount',
          title: 'Скидка',
          responsive: ['md'],
          render: (_v, row) => `${Math.round(Number(row.discount) * 10_000) / 100} %`,
        },
      ];
    case 'carousels':
      return [
        {
          key: 'goods',
          title: 'Товаров',
          responsive: ['sm'],
          render: (_v, row) => (row.goodIds as number[]).length,
        },
      ];
    case 'offices':
      return [
        {
          key: 'isMain',
          title: 'Главный',
          responsive: ['sm'],
          render: (_v, row) => (row.isMain ? 'Да' : ''),
        },
      ];
    default:
      return [];
  }
}

/** The flag of a row as a switch: publishes or unpublishes at once. */
function PublishedSwitch({
  kind,
  row,
  onChanged,
}: {
  kind: KindView;
  row: ContentRow;
  onChanged: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const toggle = async (published: boolean) => {
    setBusy(true);
    try {
      await contentApi.setPublished(kind.name, row.id, published);
      void toast.success(published ? 'Опубликовано' : 'Снято с публикации');
      onChanged();
    } catch (error) {
      void toast.error('Не удалось изменить публикацию', apiErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Switch
      checked={Boolean(row.isPublished)}
      loading={busy}
      aria-label={`Опубликовано: ${kind.rowName(row)}`}
      onClick={(_checked, event) => event.stopPropagation()}
      onChange={(published) => void toggle(published)}
    />
  );
}

/** One kind's table, filters and editor. */
function KindSection({ kind }: { kind: KindView }) {
  const [query, setQuery] = useState<ContentQuery>({ page: 1 });
  const [openId, setOpenId] = useState<number | 'new' | null>(null);
  const rows = useRequest(() => contentApi.list(kind.name, query), [kind.name, query]);
  const filter = (change: Partial<ContentQuery>) =>
    setQuery((current) => ({ ...current, ...change, page: 1 }));

  const remove = async (row: ContentRow) => {
    const sure = await confirm({
      title: `Удалить «${kind.rowName(row)}»?`,
      content: 'Запись исчезнет с сайта; это действие нельзя отменить.',
      okText: 'Удалить',
      danger: true,
    });
    if (!sure) return;
    try {
      await contentApi.remove(kind.name, row.id);
      void toast.success('Запись удалена');
      rows.retry();
    } catch (error) {
      void toast.error('Запись не удалена', apiErrorMessage(error));
    }
  };

  const columns: ColumnsType<ContentRow> = [
    {
      key: 'name',
      title: 'Название',
      render: (_v, row) => (
        <>
          <button type="button" className="content-row-link" onClick={() => setOpenId(row.id)}>
            {kind.rowName(row) || '—'}
          </button>
          <div className="back-office-muted content-detail">{kind.detail(row)}</div>
        </>
      ),
    },
    ...extraColumns(kind),
    ...(kind.publishable
      ? [
          {
            key: 'isPublished',
            title: 'Опубликовано',
            render: (_v: unknown, row: ContentRow) => (
              <PublishedSwitch kind={kind} row={row} onChanged={rows.retry} />
            ),
          },
        ]
      : []),
    {
      key: 'updatedAt',
      title: 'Изменено',
      responsive: ['lg'],
      render: (_v, row) => (row.updatedAt ? formatDateTime(row.updatedAt) : '—'),
    },
    {
      key: 'actions',
      title: '',
      render: (_v, row) => (
        <Button
          size="small"
          danger
          aria-label={`Удалить «${kind.rowName(row)}»`}
          onClick={(event) => {
            event.stopPropagation();
            void remove(row);
          }}
        >
          Удалить
        </Button>
      ),
    },
  ];

  return (
    <>
      <div className="back-office-filters" role="search" aria-label={`Поиск: ${kind.title}`}>
        <Input.Search
          aria-label="Поиск по названию или адресу"
          placeholder="Название, slug или адрес"
          allowClear
          onSearch={(text) => filter({ query: text.trim() || undefined })}
        />
        {kind.name === 'posts' && (
          <Select<string>
            aria-label="Раздел"
            placeholder="Все разделы"
            allowClear
            options={postTypeOptions}
            value={query.type}
            onChange={(type) => filter({ type })}
          />
        )}
        {kind.publishable && (
          <Select<'yes' | 'no'>
            aria-label="Публикация"
            placeholder="Опубликованные и черновики"
            allowClear
            options={[
              { value: 'yes', label: 'Опубликованные' },
              { value: 'no', label: 'Черновики' },
            ]}
            value={query.published}
            onChange={(published) => filter({ published })}
          />
        )}
        <Button type="primary" onClick={() => setOpenId('new')}>
          Добавить
        </Button>
      </div>
      {rows.status === 'failed' ? (
        <LoadFailed error={rows.error} onRetry={rows.retry} title="Не удалось загрузить записи" />
      ) : (
        <Table<ContentRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={rows.data?.items ?? []}
          loading={rows.status === 'loading'}
          locale={{ emptyText: 'Записей нет' }}
          pagination={
            rows.data
              ? {
                  current: rows.data.page,
                  pageSize: rows.data.perPage,
                  total: rows.data.total,
                  showSizeChanger: false,
                  showTotal: PER_PAGE_TEXT,
                }
              : false
          }
          onChange={(page) => setQuery((current) => ({ ...current, page: page.current ?? 1 }))}
        />
      )}
      <ContentEditor
        kind={kind}
        id={openId}
        onClose={() => setOpenId(null)}
        onSaved={(row) => {
          setOpenId(row.id);
          rows.retry();
        }}
      />
    </>
  );
}

/**
 * `/cabinet/admin/content[/{kind}]`: the site's content by sections (posts, pages, blocks, slides,
 * carousels, certificates, promotions with their display settings, offices), each a table of the server's
 * pages with a side-panel editor.
 */
export function ContentPage() {
  const { kind: kindName } = useParams();
  const navigate = useNavigate();
  const kind = kindView(kindName ?? 'posts');
  useDocumentTitle(`${kind?.title ?? 'Контент'} — панель администратора`);
  if (!kind) {
    return (
      <section className="office-block" role="alert">
        <h1>Раздел не найден</h1>
      </section>
    );
  }
  return (
    <>
      <h1>Контент</h1>
      <Tabs
        activeKey={kind.name}
        onChange={(name) => void navigate(`/cabinet/admin/content/${name}`)}
        items={kindViews.map((view) => ({ key: view.name, label: view.title }))}
      />
      {kind.name === 'promotions' && <CampaignSettingsPanel />}
      <KindSection key={kind.name} kind={kind} />
    </>
  );
}
