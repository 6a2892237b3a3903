import { useState } from 'react';
import { Button, Input } from '@shop/shared/kit/essentials';
import type { BatchParseResult, BatchSummary } from '@shop/shared';
import { apiErrorMessage } from '@shop/shared/api';
import { batchApi } from '../../api/batch';
import { toast } from '@shop/shared/ui';
import { ColumnMapping, type Mapping } from './ColumnMapping';
import { mapRows } from './lines';

const PASTE_HINT =
  'Бренд, номер, количество, комментарий — по строке на товар, колонки через табуляцию или точку с запятой ' +
  '(так копируются строки из Excel)';

interface Parsed {
  name: string;
  result: BatchParseResult;
  mapping: Mapping;
}

/** A new batch: lines pasted or a file uploaded, read by the server, the columns checked, then created. */
export function BatchInput({ onCreated }: { onCreated: (summary: BatchSummary) => void }) {
  const [text, setText] = useState('');
  const [parsed, setParsed] = useState<Parsed | null>(null);
  const [busy, setBusy] = useState(false);

  const parse = async (file: File, name: string) => {
    setBusy(true);
    try {
      const result = await batchApi.parse(file);
      setParsed({ name, result, mapping: { columns: result.columns, hasHeader: result.hasHeader } });
    } catch (error) {
      toast.error('Не удалось прочитать список', apiErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const create = async () => {
    if (parsed === null) return;
    setBusy(true);
    try {
      const { columns, hasHeader } = parsed.mapping;
      const lines = mapRows(parsed.result.rows, columns, hasHeader);
      onCreated(await batchApi.create({ name: parsed.name, lines }));
    } catch (error) {
      toast.error('Не удалось начать поиск', apiErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="batch-block" aria-label="Новый поиск">
      <h2>Новый поиск</h2>
      <label className="batch-label" htmlFor="batch-lines">
        Вставьте строки
      </label>
      <Input.TextArea
        id="batch-lines"
        rows={6}
        value={text}
        placeholder={PASTE_HINT}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="batch-actions">
        <Button
          disabled={busy || text.trim() === ''}
          onClick={() =>
            void parse(new File([text], 'строки.txt', { type: 'text/plain' }), 'Вставленный список')
          }
        >
          Разобрать строки
        </Button>
        <label className="batch-file">
          <span>или загрузите файл xlsx, csv, txt</span>
          <input
            type="file"
            accept=".xlsx,.csv,.txt"
            aria-label="Файл со списком"
            disabled={busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void parse(file, file.name);
              event.target.value = '';
            }}
          />
        </label>
      </div>
      {parsed && (
        <>
          <ColumnMapping
            parsed={parsed.result}
            mapping={parsed.mapping}
            onChange={(mapping) => setParsed({ ...parsed, mapping })}
          />
          <Button type="primary" loading={busy} onClick={() => void create()}>
            Найти
          </Button>
        </>
      )}
    </section>
  );
}
