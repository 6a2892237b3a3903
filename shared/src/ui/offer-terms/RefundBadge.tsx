import { lazy, Suspense, useState } from 'react';
import { Button } from '@shop/shared/kit/button';
import { InfoCircleOutlined } from '@shop/shared/kit/icons';
import type { Refund } from '../../types/index.js';
import { formatPercent } from '../../format/index.js';
import { REFUND_DENIED, refundKind, refundSummary } from './refund.js';
import './offer-terms.css';

// antd's modal (the overlays tier) loads with the first dialog opened, not with every table of offers.
const Modal = lazy(() => import('@shop/shared/kit/overlays').then((module) => ({ default: module.Modal })));

/** The refund marker of an offer; a click opens the conditions (SPEC §2 refund badge). */
export function RefundBadge({ refund }: { refund: Refund }) {
  const [open, setOpen] = useState(false);
  const kind = refundKind(refund);
  if (kind === 'none') return null;
  const label =
    kind === 'denied' ? REFUND_DENIED : kind === 'percent' ? formatPercent(refund.percent) : 'Условия';
  return (
    <>
      <button
        type="button"
        className={`refund-badge refund-badge-${kind}`}
        onClick={() => setOpen(true)}
        aria-label={
          kind === 'percent'
            ? `Удержание при возврате ${label}`
            : kind === 'info'
              ? 'Условия возврата'
              : undefined
        }
        title="Условия возврата"
      >
        {kind === 'info' && <InfoCircleOutlined aria-hidden />} {label}
      </button>
      {open && <RefundDialog refund={refund} onClose={() => setOpen(false)} />}
    </>
  );
}

export function RefundDialog({ refund, onClose }: { refund: Refund; onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <Modal
        open
        title="Условия возврата"
        onCancel={onClose}
        footer={
          <Button type="primary" onClick={onClose}>
            Закрыть
          </Button>
        }
      >
        <p className={refund.isAllowed ? undefined : 'refund-denied-text'}>{refundSummary(refund)}</p>
        {refund.conditions.trim() && <p className="refund-conditions">{refund.conditions}</p>}
      </Modal>
    </Suspense>
  );
}
