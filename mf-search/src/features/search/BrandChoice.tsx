import { Table } from '@shop/shared/kit/table';
import type { ColumnsType } from 'antd/es/table';
import type { NumberMatch } from '@shop/shared';
import { searchApi } from '@shop/shared/api';
import { partLink } from '@shop/shared/catalog';
import { Link, Navigate, useSearchParams } from '@shop/shared/router';
import { useRequest } from '@shop/shared/ui';
import { Loading } from '../common/PageStates';
import { useIsMobile } from '@shop/shared/ui';
import { carriedParams } from './filters';
import { NotFound } from './NotFound';

/** SPEC §7: a failed search by number gives an empty list. */
const matchesOf = (number: string) => searchApi.goodsByNumber(number).catch((): NumberMatch[] => []);

/**
 * `/search?number=`: the brands that have this number, each a link to its offers. With exactly one brand
 * the page goes straight to its offers, replacing itself in the history.
 */
export function BrandChoice({ number }: { number: string }) {
  const matches = useRequest(() => matchesOf(number), [number]);
  const [params] = useSearchParams();
  // The filters and 'С аналогами' of an advanced search go on to the part chosen.
  const carried = carriedParams(params).toString();
  const linkTo = (match: NumberMatch) =>
    `${partLink(match.brand, match.number)}${carried ? `&${carried}` : ''}`;
  const isMobile = useIsMobile();
  if (matches.status !== 'fetched') return <Loading text="Ищем производителей…" />;
  const list = matches.data;
  if (list.length === 0) return <NotFound query={number} number={number} />;
  const [only] = list;
  if (list.length === 1 && only) return <Navigate to={linkTo(only)} replace />;

  const columns: ColumnsType<NumberMatch> = [
    {
      key: 'brand',
      title: 'Производитель',
      render: (_value, match) => (
        <Link to={linkTo(match)} className="match-brand">
          {match.brand}
        </Link>
      ),
    },
    { key: 'number', title: 'Номер', dataIndex: 'number' },
    { key: 'name', title: 'Наименование', dataIndex: 'name', hidden: isMobile },
  ];
  return (
    <section aria-labelledby="brand-choice-title">
      <h1 id="brand-choice-title" className="search-title">
        Номер «{number}» есть у нескольких производителей
      </h1>
      <p className="search-hint">Выберите производителя, чтобы увидеть предложения и аналоги.</p>
      <Table<NumberMatch>
        className="brand-choice"
        rowKey="id"
        columns={columns}
        dataSource={list}
        pagination={false}
      />
    </section>
  );
}
