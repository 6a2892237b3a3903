import { useCallback, useState } from 'react';
import type { BatchCartReport, BatchLine } from '@shop/shared';
import { apiErrorMessage } from '@shop/shared/api';
import { batchApi } from '../../api/batch';
import { useCartCount } from '@shop/shared/cart';
import { formatNumber } from '@shop/shared/format';
import { toast } from '@shop/shared/ui';
import { chosenOffer, type OfferChoice } from './lines';

/** Failures named in the summary toast; the table shows every line's answer. */
const TOAST_FAILURES = 3;

function summaryToast(report: BatchCartReport) {
  const total = report.added + report.failed;
  const title = `Добавлено в корзину: ${formatNumber(report.added, 0)} из ${formatNumber(total, 0)}`;
  if (report.failed === 0) return toast.success(title);
  const reasons = report.lines
    .filter((line) => !line.added)
    .slice(0, TOAST_FAILURES)
    .map((line) => `Строка ${line.line}: ${line.message}`)
    .join('; ');
  return toast.warning(title, reasons);
}

/** The lines of a batch with the user's selection, offer choice, brand choices and the cart's answers. */
export function useBatchLines(uid: string, initial: BatchLine[]) {
  const [lines, setLines] = useState(initial);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [choices, setChoices] = useState<ReadonlyMap<number, OfferChoice>>(new Map());
  const [results, setResults] = useState<ReadonlyMap<number, string>>(new Map());
  const [adding, setAdding] = useState(false);

  const choiceOf = useCallback((line: number) => choices.get(line) ?? 'price', [choices]);
  const select = (line: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(line);
      else next.delete(line);
      return next;
    });
  const selectAllFound = () =>
    setSelected(
      new Set(
        lines.filter((l) => l.status === 'found' && chosenOffer(l, choiceOf(l.line))).map((l) => l.line),
      ),
    );
  const choose = (line: number, choice: OfferChoice) =>
    setChoices((current) => new Map(current).set(line, choice));

  const chooseGood = async (line: number, goodId: number) => {
    try {
      const updated = await batchApi.choose(uid, line, goodId);
      setLines((current) => current.map((l) => (l.line === line ? updated : l)));
    } catch (error) {
      toast.error('Не удалось выбрать бренд', apiErrorMessage(error));
    }
  };

  const addSelected = async () => {
    const items = lines.flatMap((line) => {
      const offer = selected.has(line.line) ? chosenOffer(line, choiceOf(line.line)) : null;
      return offer ? [{ line: line.line, itemKey: offer.itemKey, amount: line.amount }] : [];
    });
    if (items.length === 0) return;
    setAdding(true);
    try {
      const report = await batchApi.addToCart(uid, { lines: items });
      useCartCount.getState().setCount(report.cartCount);
      setResults(new Map(report.lines.map((line) => [line.line, line.message])));
      setSelected(new Set(report.lines.filter((line) => !line.added).map((line) => line.line)));
      void summaryToast(report);
    } catch (error) {
      toast.error('Ошибка при добавлении в корзину', apiErrorMessage(error));
    } finally {
      setAdding(false);
    }
  };

  return {
    lines,
    selected,
    choiceOf,
    results,
    adding,
    select,
    selectAllFound,
    choose,
    chooseGood,
    addSelected,
  };
}
