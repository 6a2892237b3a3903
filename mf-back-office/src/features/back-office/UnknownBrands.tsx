import { useState } from 'react';
import { Button } from '@shop/shared/kit/button';
import { Select } from '@shop/shared/kit/select';
import { Table } from '@shop/shared/kit/table';
import type { ColumnsType } from 'antd/es/table';
import { apiErrorMessage, searchApi } from '@shop/shared/api';
import { toast, useRequest } from '@shop/shared/ui';
import { LoadFailed } from '@shop/shared/ui/page-states';
import { backOfficeApi, type UnknownBrand } from './api';

/**
 * The brands of held price-list rows (of the chosen vendor, or of all), with their row counts: the manager maps
 * one to a known brand (a synonym is saved) or creates it, and its rows become offers without a new upload.
 */
export function UnknownBrands({ vendor, refreshKey }: { vendor: number | null; refreshKey: number }) {
  const [mapped, setMapped] = useState(0);
  const held = useRequest(
    () => backOfficeApi.unknownBrands(vendor ?? undefined),
    [vendor, refreshKey, mapped],
  );
  const brands = useRequest(() => searchApi.brands(), []);
  const [chosen, setChosen] = useState<Record<string, number>>({});
  const [saving, setSaving] = useState<string | null>(null);

  const map = async (entry: UnknownBrand, target: { brandId: number } | { newBrand: string }) => {
    setSaving(entry.spelling);
    try {
      const { offers } = await backOfficeApi.mapUnknownBrand({ spelling: entry.spelling, ...target });
      void toast.success(`Бренд «${entry.brand}» сопоставлен`, `Загружено предложений: ${offers}`);
      setMapped((count) => count + 1);
    } catch (error) {
      void toast.error('Бренд не сопоставлен', apiErrorMessage(error));
    } finally {
      setSaving(null);
    }
  };

  const columns: ColumnsType<UnknownBrand> = [
    { key: 'brand', title: 'Бренд в прайс-листе', dataIndex: 'brand' },
    { key: 'rows', title: 'Строк', dataIndex: 'rows', align: 'right' },
    {
      key: 'map',
      title: 'Сопоставить',
      render: (_value, entry) => {
        const brandId = chosen[entry.spelling];
        return (
          <div className="back-office-actions back-office-brand-map">
            <Select<number>
              aria-label={`Бренд для «${entry.brand}»`}
              placeholder="Существующий бренд"
              showSearch
              optionFilterProp="label"
              loading={brands.status === 'loading'}
              options={(brands.data ?? []).map((brand) => ({ value: brand.id, label: brand.name }))}
              value={brandId}
              onChange={(id) => setChosen((current) => ({ ...current, [entry.spelling]: id }))}
            />
            <Button
              disabled={brandId === undefined || saving !== null}
              loading={saving === entry.spelling}
              onClick={() => brandId !== undefined && void map(entry, { brandId })}
            >
              Сопоставить
            </Button>
            <Button disabled={saving !== null} onClick={() => void map(entry, { newBrand: entry.brand })}>
              Создать бренд
            </Button>
          </div>
        );
      },
    },
  ];

  return (
    <section className="office-block" aria-labelledby="unknown-brands-title">
      <h2 id="unknown-brands-title">Неизвестные бренды</h2>
      {held.status === 'failed' ? (
        <LoadFailed error={held.error} onRetry={held.retry} title="Не удалось загрузить неизвестные бренды" />
      ) : (
        <Table<UnknownBrand>
          rowKey="spelling"
          size="small"
          columns={columns}
          dataSource={held.data ?? []}
          loading={held.status === 'loading'}
          locale={{ emptyText: 'Отложенных строк нет' }}
          pagination={false}
        />
      )}
    </section>
  );
}
