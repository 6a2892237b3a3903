import { useEffect, useState } from 'react';
import { Button } from '@shop/shared/kit/button';
import { Checkbox, Select } from '@shop/shared/kit/select';
import { Progress, Radio } from '@shop/shared/kit/controls';
import type { ImportReport } from '@shop/shared';
import { apiErrorMessage, apiErrors } from '@shop/shared/api';
import { pluralRu } from '@shop/shared/format';
import { confirm, toast, useRequest } from '@shop/shared/ui';
import { LoadFailed, useDocumentTitle } from '@shop/shared/ui/page-states';
import { backOfficeApi, type ReadingSettings } from './api';
import { ImportHistory, downloadRejected } from './ImportHistory';
import { ImportSettings } from './ImportSettings';
import { UnknownBrands } from './UnknownBrands';
import {
  columnLetter,
  guessMapping,
  mappingFields,
  missingFields,
  type ColumnMapping,
} from './priceListMapping';

/** A CSV preview needs only its start: the first 256 KB hold far more than ten rows. */
const CSV_PREVIEW_BYTES = 256 * 1024;
const POLL_MS = 1_000;

type ImportMode = ImportReport['mode'];

interface Running {
  percent: number;
  rowsRead: number;
  dryRun: boolean;
}

const modeNames: Record<ImportMode, string> = {
  replace: 'Заменить все предложения склада этим списком',
  update: 'Обновить только позиции из списка',
};

function rowsWord(count: number): string {
  return pluralRu(count, ['строка', 'строки', 'строк']);
}

/** What the dry run found, in the words the manager confirms. */
function DryRunFigures({ plan }: { plan: ImportReport }) {
  const { changes } = plan;
  return (
    <div role="status" className="back-office-report" aria-label="Проверка файла">
      <p>
        Проверка файла ({modeNames[plan.mode].toLowerCase()}): будет добавлено{' '}
        <strong>{changes.added}</strong>, изменено <strong>{changes.changed}</strong>, удалено{' '}
        <strong>{changes.removed}</strong>, без изменений <strong>{changes.unchanged}</strong> (сейчас у
        склада предложений: {changes.existing}).
      </p>
      <p>
        Объединено строк одной позиции: <strong>{plan.merged}</strong>, отложено строк неизвестных брендов:{' '}
        <strong>{plan.held}</strong>, отклонено строк: <strong>{plan.rejectedTotal}</strong>.
      </p>
      {plan.stockReadings.length > 0 && (
        <>
          <p>Остаток, записанный не числом, прочитан по настройкам поставщика:</p>
          <ul className="back-office-readings" aria-label="Как прочитан остаток">
            {plan.stockReadings.map((reading) => (
              <li key={reading.written}>
                «{reading.written}» → {reading.units} шт. ({reading.rows} {rowsWord(reading.rows)})
              </li>
            ))}
          </ul>
        </>
      )}
      {plan.largeRemoval && (
        <p className="back-office-warning">
          Загрузка удалит больше половины предложений склада: перед ней мы спросим ещё раз.
        </p>
      )}
    </div>
  );
}

function formatOf(file: File): ReadingSettings['format'] {
  return file.name.toLowerCase().endsWith('.xlsx') ? 'xlsx' : 'csv';
}

/**
 * `/cabinet/admin/price-lists`: a supplier's CSV or XLSX through the importer. The first rows are shown for
 * the column mapping; while the file goes up a bar shows how much the server has read (it parses as it
 * receives), and the history says how many rows it has counted; the bad rows' report is downloaded after.
 */
export function PriceListsPage() {
  useDocumentTitle('Прайс-листы — панель администратора');
  const vendors = useRequest(() => backOfficeApi.vendors(), []);
  const [vendor, setVendor] = useState<number | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [reading, setReading] = useState<Omit<ReadingSettings, 'format'>>({
    delimiter: ';',
    encoding: 'utf-8',
  });
  const [hasHeader, setHasHeader] = useState(true);
  const [decimalComma, setDecimalComma] = useState(true);
  const [preview, setPreview] = useState<string[][] | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>({});
  // No mode is chosen for the manager: a replace removes the warehouse's other offers.
  const [mode, setMode] = useState<ImportMode | null>(null);
  const [plan, setPlan] = useState<ImportReport | null>(null);
  const [running, setRunning] = useState<Running | null>(null);
  const [report, setReport] = useState<{ result: ImportReport; importId: number | null } | null>(null);
  const [historyKey, setHistoryKey] = useState(0);

  useEffect(() => {
    setPreview(null);
    if (!file) return;
    let current = true;
    const format = formatOf(file);
    const part = format === 'csv' ? file.slice(0, CSV_PREVIEW_BYTES) : file;
    backOfficeApi.preview(part, file.name, { ...reading, format }).then(
      ({ rows }) => {
        if (!current) return;
        setPreview(rows);
        setMapping(hasHeader && rows[0] ? guessMapping(rows[0]) : {});
      },
      (error: unknown) => current && void toast.error('Не удалось прочитать файл', apiErrorMessage(error)),
    );
    return () => {
      current = false;
    };
  }, [file, reading, hasHeader]);

  // The figures hold for this file, vendor, mode and settings only.
  useEffect(() => setPlan(null), [file, vendor, mode, reading, hasHeader, decimalComma, mapping]);

  const missing = missingFields(mapping);
  const columns = Math.max(0, ...(preview ?? []).map((row) => row.length));
  const columnOptions = Array.from({ length: columns }, (_, index) => ({
    value: index,
    label: `${columnLetter(index)}${hasHeader && preview?.[0]?.[index] ? `: ${preview[0][index]}` : ''}`,
  }));

  /** A dry run first (`confirmed` null), then the real import with the dry run's token. */
  const upload = async (confirmed: ImportReport | null) => {
    if (!file || vendor === null || mode === null) return;
    let largeRemoval = false;
    if (confirmed?.largeRemoval) {
      largeRemoval = await confirm({
        title: `Загрузка удалит ${confirmed.changes.removed} из ${confirmed.changes.existing} предложений склада. Удалить?`,
        okText: 'Удалить',
        danger: true,
      });
      if (!largeRemoval) return;
    }
    const dryRun = confirmed === null;
    setReport(null);
    setRunning({ percent: 0, rowsRead: 0, dryRun });
    // A dry run is not in the history: only the real import's rows read are counted there.
    const poll = dryRun
      ? undefined
      : window.setInterval(() => {
          backOfficeApi.imports(vendor).then(
            (history) => {
              const mine = history.find((entry) => entry.status === 'running');
              if (mine) setRunning((state) => state && { ...state, rowsRead: mine.rowsRead });
            },
            () => undefined,
          );
        }, POLL_MS);
    try {
      const result = await backOfficeApi.importPriceList(
        vendor,
        file,
        {
          mapping: JSON.stringify(mapping),
          format: formatOf(file),
          delimiter: reading.delimiter,
          encoding: reading.encoding,
          header: hasHeader ? 'да' : 'нет',
          decimalComma: decimalComma ? 'да' : 'нет',
          mode,
          ...(dryRun ? { dryRun: 'да' } : {}),
          ...(confirmed?.confirmation ? { confirmation: confirmed.confirmation } : {}),
          ...(largeRemoval ? { confirmLargeRemoval: 'да' } : {}),
        },
        (event) =>
          setRunning(
            (state) =>
              state && {
                ...state,
                percent: event.total ? Math.round((event.loaded / event.total) * 100) : 0,
              },
          ),
      );
      if (dryRun) {
        setPlan(result);
        return;
      }
      setPlan(null);
      const [latest] = await backOfficeApi.imports(vendor);
      setReport({ result, importId: latest?.id ?? null });
      void toast.success(`Загружено предложений: ${result.imported}`);
    } catch (error) {
      // A 409 says the figures no longer hold (or were not confirmed): the file is checked again.
      setPlan(null);
      void toast.error(
        dryRun ? 'Файл не проверен' : 'Прайс-лист не загружен',
        [apiErrorMessage(error), ...apiErrors(error)].join(' '),
      );
    } finally {
      window.clearInterval(poll);
      setRunning(null);
      if (!dryRun) setHistoryKey((key) => key + 1);
    }
  };

  if (vendors.status === 'failed') {
    return (
      <LoadFailed error={vendors.error} onRetry={vendors.retry} title="Не удалось загрузить поставщиков" />
    );
  }

  return (
    <>
      <h1>Прайс-листы</h1>
      <section className="office-block" aria-labelledby="upload-title">
        <h2 id="upload-title">Загрузка прайс-листа</h2>
        <div className="back-office-filters">
          <Select<number>
            aria-label="Поставщик"
            placeholder="Поставщик"
            loading={vendors.status === 'loading'}
            options={(vendors.data ?? []).map((entry) => ({ value: entry.id, label: entry.name }))}
            value={vendor ?? undefined}
            onChange={setVendor}
          />
          <label className="back-office-file">
            {/* The native control's own words follow the browser's language: a button of ours says them. */}
            <input
              type="file"
              className="back-office-file-input"
              accept=".csv,.txt,.xlsx"
              aria-label="Файл прайс-листа (CSV или XLSX)"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
            <span className="back-office-file-button">Выбрать файл</span>
            <span className="back-office-muted">{file ? file.name : 'Файл не выбран'}</span>
          </label>
        </div>
        {file && formatOf(file) === 'csv' && (
          <div className="back-office-filters">
            <Select<string>
              aria-label="Разделитель"
              value={reading.delimiter}
              options={[
                { value: ';', label: 'Разделитель «;»' },
                { value: ',', label: 'Разделитель «,»' },
                { value: 'tab', label: 'Разделитель — табуляция' },
              ]}
              onChange={(delimiter) => setReading((current) => ({ ...current, delimiter }))}
            />
            <Select<ReadingSettings['encoding']>
              aria-label="Кодировка"
              value={reading.encoding}
              options={[
                { value: 'utf-8', label: 'UTF-8' },
                { value: 'windows-1251', label: 'Windows-1251' },
              ]}
              onChange={(encoding) => setReading((current) => ({ ...current, encoding }))}
            />
          </div>
        )}
        {preview && (
          <>
            <div className="back-office-actions">
              <Checkbox checked={hasHeader} onChange={(event) => setHasHeader(event.target.checked)}>
                Первая строка — заголовки
              </Checkbox>
              <Checkbox checked={decimalComma} onChange={(event) => setDecimalComma(event.target.checked)}>
                Дробная часть через запятую
              </Checkbox>
            </div>
            <h3>Первые строки файла</h3>
            <div className="back-office-preview">
              <table>
                <thead>
                  <tr>
                    {Array.from({ length: columns }, (_, index) => (
                      <th key={index} scope="col">
                        {columnLetter(index)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {preview.map((row, line) => (
                    <tr key={line}>
                      {Array.from({ length: columns }, (_, index) => (
                        <td key={index}>{row[index] ?? ''}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <h3>Колонки</h3>
            <div className="back-office-mapping">
              {mappingFields.map((entry) => (
                <label key={entry.field}>
                  {entry.label}
                  {entry.required ? ' *' : ''}
                  <Select<number>
                    aria-label={entry.label}
                    style={{ width: '100%' }}
                    allowClear
                    placeholder="Не задана"
                    options={columnOptions}
                    value={mapping[entry.field]}
                    onChange={(column) => setMapping((current) => ({ ...current, [entry.field]: column }))}
                  />
                </label>
              ))}
            </div>
            {missing.length > 0 && (
              <p className="back-office-muted" role="status">
                Не заданы колонки: {missing.join(', ')}
              </p>
            )}
          </>
        )}
        <fieldset className="back-office-mode">
          <legend>Режим загрузки *</legend>
          <Radio.Group value={mode} onChange={(event) => setMode(event.target.value as ImportMode)}>
            {(['replace', 'update'] as const).map((value) => (
              <Radio key={value} value={value}>
                {modeNames[value]}
              </Radio>
            ))}
          </Radio.Group>
        </fieldset>
        {mode === null && file && (
          <p className="back-office-muted" role="status">
            Выберите режим загрузки
          </p>
        )}
        <div className="back-office-actions">
          <Button
            type={plan ? 'default' : 'primary'}
            disabled={
              !file || vendor === null || mode === null || !preview || missing.length > 0 || running !== null
            }
            loading={running?.dryRun === true}
            onClick={() => void upload(null)}
          >
            {plan ? 'Проверить ещё раз' : 'Загрузить прайс-лист'}
          </Button>
          {plan && (
            <Button
              type="primary"
              danger={plan.changes.removed > 0}
              disabled={running !== null}
              loading={running?.dryRun === false}
              onClick={() => void upload(plan)}
            >
              {plan.mode === 'replace' ? 'Подтвердить замену' : 'Подтвердить обновление'}
            </Button>
          )}
        </div>
        {plan && !running && <DryRunFigures plan={plan} />}
        {running && (
          <div role="status" aria-live="polite">
            <Progress percent={running.percent} status="active" />
            <span className="back-office-muted">
              {running.percent < 100
                ? 'Файл передаётся и разбирается'
                : running.dryRun
                  ? 'Файл проверяется'
                  : mode === 'update'
                    ? 'Предложения поставщика обновляются'
                    : 'Предложения поставщика заменяются'}
              {running.rowsRead > 0 ? `, прочитано строк: ${running.rowsRead}` : ''}
            </span>
          </div>
        )}
        {report && (
          <div role="status" className="back-office-report">
            <p>
              Загружено предложений: <strong>{report.result.imported}</strong>, отклонено строк:{' '}
              <strong>{report.result.rejectedTotal}</strong> за {report.result.seconds} с.
            </p>
            <p>
              Добавлено: <strong>{report.result.changes.added}</strong>, изменено:{' '}
              <strong>{report.result.changes.changed}</strong>, удалено:{' '}
              <strong>{report.result.changes.removed}</strong>. Объединено строк одной позиции:{' '}
              <strong>{report.result.merged}</strong>, отложено строк неизвестных брендов:{' '}
              <strong>{report.result.held}</strong>.
            </p>
            {report.result.rejectedTotal > 0 && report.importId !== null && (
              <Button onClick={() => report.importId !== null && void downloadRejected(report.importId)}>
                Скачать отчёт об ошибках
              </Button>
            )}
          </div>
        )}
      </section>
      {vendor !== null && <ImportSettings key={vendor} vendor={vendor} />}
      <UnknownBrands vendor={vendor} refreshKey={historyKey} />
      <ImportHistory vendor={vendor} refreshKey={historyKey} />
    </>
  );
}
