import { useEffect, useRef, useState } from 'react';
import { Button } from '@shop/shared/kit/button';
import { Radio } from '@shop/shared/kit/controls';
import type { User } from '@shop/shared';
import { searchApi } from '@shop/shared/api';
import type { PriceListFormat } from '@shop/shared/cache';
import { priceListApi, priceListErrorMessage, type PriceListFile } from '../../api/price-list';
import { formatBytes, formatPercent } from '@shop/shared/format';
import { toast, useRequest } from '@shop/shared/ui';

const FORMATS: { value: PriceListFormat; label: string }[] = [
  { value: 'xlsx', label: 'Excel (xlsx)' },
  { value: 'txt', label: 'Текст (txt, через табуляцию)' },
];

/** Object URLs live a minute: long enough for the browser to save the file. */
const URL_LIFETIME = 60_000;

function save(file: PriceListFile): void {
  const url = URL.createObjectURL(file.blob);
  setTimeout(() => URL.revokeObjectURL(url), URL_LIFETIME);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

type DownloadState =
  { kind: 'idle' } | { kind: 'loading'; bytes: number } | { kind: 'saved'; fileName: string; bytes: number };

/** 'Цены: уровень «Оптовый», наценка 7 %' — whose prices the file holds. */
function PricesNote({ user }: { user: User }) {
  const levels = useRequest(() => searchApi.priceLevels(), [user.id]);
  const level = levels.status === 'fetched' ? levels.data.find((one) => one.isCurrent) : undefined;
  const parts = [
    ...(level ? [`уровень «${level.name}»`] : []),
    ...(user.isWholesale ? [`наценка ${formatPercent(user.markup)}`] : []),
  ];
  return parts.length > 0 ? <p className="cabinet-muted">Ваши цены: {parts.join(', ')}.</p> : null;
}

/**
 * For users allowed the price list: every offer they may order at their own prices, as xlsx or text. The
 * file is made while it downloads (up to 10 minutes, SPEC §9): the block shows the bytes received.
 */
export function PriceListBlock({ user }: { user: User }) {
  const [format, setFormat] = useState<PriceListFormat>('xlsx');
  const [state, setState] = useState<DownloadState>({ kind: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const download = async () => {
    const controller = new AbortController();
    running.current = controller;
    setState({ kind: 'loading', bytes: 0 });
    try {
      const file = await priceListApi.download(
        format,
        (bytes) => setState({ kind: 'loading', bytes }),
        controller.signal,
      );
      save(file);
      setState({ kind: 'saved', fileName: file.fileName, bytes: file.blob.size });
    } catch (error) {
      setState({ kind: 'idle' });
      if (!controller.signal.aborted) {
        void toast.error('Не удалось скачать прайс-лист', await priceListErrorMessage(error));
      }
    } finally {
      if (running.current === controller) running.current = null;
    }
  };

  return (
    <section className="cabinet-block" aria-labelledby="overview-price-list-title">
      <h2 id="overview-price-list-title">Прайс-лист</h2>
      <p className="cabinet-muted">Все предложения, доступные к заказу, с наличием и сроками поставки.</p>
      <PricesNote user={user} />
      <Radio.Group
        aria-label="Формат прайс-листа"
        value={format}
        onChange={(event) => setFormat(event.target.value as PriceListFormat)}
        disabled={state.kind === 'loading'}
        options={FORMATS}
      />
      <div className="overview-price-list-actions">
        <Button type="primary" onClick={() => void download()} loading={state.kind === 'loading'}>
          Скачать прайс-лист
        </Button>
        {state.kind === 'loading' && <Button onClick={() => running.current?.abort()}>Отменить</Button>}
      </div>
      <p className="overview-price-list-status" role="status">
        {state.kind === 'loading' &&
          (state.bytes > 0
            ? `Прайс-лист формируется, получено ${formatBytes(state.bytes)}`
            : 'Прайс-лист формируется…')}
        {state.kind === 'saved' && `Файл «${state.fileName}» сохранён, ${formatBytes(state.bytes)}`}
      </p>
    </section>
  );
}
