import type { BatchColumns, BatchParseResult } from '@shop/shared';
import { formatNumber } from '@shop/shared/format';
import { mapRows } from './lines';

const fields: { key: keyof BatchColumns; label: string }[] = [
  { key: 'brand', label: 'Бренд' },
  { key: 'number', label: 'Номер' },
  { key: 'quantity', label: 'Количество' },
  { key: 'comment', label: 'Комментарий' },
];

/** Rows shown in the preview: enough to see the columns are right. */
const PREVIEW_ROWS = 8;

export interface Mapping {
  columns: BatchColumns;
  hasHeader: boolean;
}

/** The preview of a parsed list with the guessed columns, each one changeable. */
export function ColumnMapping({
  parsed,
  mapping,
  onChange,
}: {
  parsed: BatchParseResult;
  mapping: Mapping;
  onChange: (mapping: Mapping) => void;
}) {
  const width = Math.max(1, ...parsed.rows.map((row) => row.length));
  const lines = mapRows(parsed.rows, mapping.columns, mapping.hasHeader);
  const setColumn = (key: keyof BatchColumns, value: string) => {
    const column = value === '' ? null : Number(value);
    if (key === 'number' && column === null) return;
    onChange({ ...mapping, columns: { ...mapping.columns, [key]: column } });
  };
  return (
    <section className="batch-mapping" aria-label="Колонки списка">
      <div className="batch-mapping-fields">
        {fields.map(({ key, label }) => (
          <label key={key}>
            {label}
            <select
              aria-label={label}
              value={mapping.columns[key] ?? ''}
              onChange={(event) => setColumn(key, event.target.value)}
            >
              {key !== 'number' && <option value="">нет</option>}
              {[...Array(width).keys()].map((column) => (
                <option key={column} value={column}>
                  колонка {column + 1}
                </option>
              ))}
            </select>
          </label>
        ))}
        <label className="batch-mapping-header">
          <input
            type="checkbox"
            checked={mapping.hasHeader}
            onChange={(event) => onChange({ ...mapping, hasHeader: event.target.checked })}
          />
          Первая строка — заголовок
        </label>
      </div>
      <div className="batch-table-scroll">
        <table className="batch-table" aria-label="Предпросмотр">
          <thead>
            <tr>
              <th>№</th>
              {fields.map(({ key, label }) => (
                <th key={key}>{label}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {lines.slice(0, PREVIEW_ROWS).map((line, index) => (
              <tr key={index}>
                <td>{index + 1}</td>
                <td>{line.brandName}</td>
                <td>{line.number}</td>
                <td>{line.quantity}</td>
                <td>{line.comment}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="batch-muted">Строк в списке: {formatNumber(lines.length, 0)}</p>
    </section>
  );
}
