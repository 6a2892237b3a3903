import { Progress } from '@shop/shared/kit/controls';
import type { BatchSummary } from '@shop/shared';
import { formatNumber } from '@shop/shared/format';

/** How many lines of the batch are resolved, as a bar and in words. */
export function BatchProgress({ summary }: { summary: BatchSummary }) {
  const percent = summary.lineCount === 0 ? 100 : Math.floor((summary.resolved / summary.lineCount) * 100);
  return (
    <div className="batch-progress" role="status" aria-live="polite">
      <Progress percent={percent} />
      <p>
        Обработано строк: {formatNumber(summary.resolved, 0)} из {formatNumber(summary.lineCount, 0)}
      </p>
    </div>
  );
}
