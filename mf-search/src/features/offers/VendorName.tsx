import type { Vendor } from '@shop/shared';

/** The offer's warehouse; a remote supplier's is marked, its goods are ordered from the supplier. */
export function VendorName({ vendor }: { vendor: Vendor }) {
  return (
    <span className="offer-vendor">
      {vendor.name}
      {vendor.isRemote && (
        <span className="offer-remote" title="Товар со склада поставщика, поставляется под заказ">
          под заказ
        </span>
      )}
    </span>
  );
}
