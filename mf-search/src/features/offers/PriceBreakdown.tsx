import { lazy, Suspense, useState } from 'react';
import { Button } from '@shop/shared/kit/button';
import { CalculatorOutlined } from '@shop/shared/kit/icons';
import type { Offer } from '@shop/shared';

// The modal (antd's modal, descriptions and table) loads on the first click, not with the search page.
const PriceBreakdownModal = lazy(() =>
  import('./PriceBreakdownModal').then((module) => ({ default: module.PriceBreakdownModal })),
);

/** Admins' 'Расчёт цены' button of an offer (SPEC §6), opening the breakdown of SPEC §3. */
export function PriceBreakdownButton({ offer }: { offer: Offer }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        icon={<CalculatorOutlined aria-hidden />}
        onClick={() => setOpen(true)}
        aria-label="Расчёт цены"
        title="Расчёт цены"
      />
      {open && (
        <Suspense fallback={null}>
          <PriceBreakdownModal offer={offer} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
