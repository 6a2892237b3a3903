import type { Refund } from '@shop/shared';

/** A remote supplier's row of `vendors` with what an adapter needs to ask it. */
export interface RemoteVendor {
  id: number;
  name: string;
  /** Adapter name ('abcp'). */
  provider: string;
  /** Base address of the supplier's API; null in demo data, where the simulated supplier answers. */
  apiUrl: string | null;
  login: string;
  password: string;
  /** How long to wait for the supplier's answer. */
  timeoutMs: number;
  /** Currency of the supplier's prices. */
  currency: string;
}

/** One offer of a remote supplier, in the supplier's terms. */
export interface RemoteItem {
  brand: string;
  /** As the supplier prints it. */
  number: string;
  name: string;
  /** Purchase price per unit, decimal string, in `currency`. */
  price: string;
  currency: string;
  /** Units the supplier can sell; a lower bound when the supplier only says 'many'. */
  amount: number;
  minAmount: number;
  multiplicity: number;
  /** The supplier's own term, hours (`vendors.extra_delivery_hours` is not included). */
  deliveryHours: number;
  refund: Refund;
}

/** An adapter of one supplier protocol. Throws `SupplierError` on every failure. */
export interface RemoteSupplier {
  search(
    vendor: RemoteVendor,
    brandName: string,
    number: string,
    signal?: AbortSignal,
  ): Promise<RemoteItem[]>;
}

export type SupplierErrorKind =
  /** The supplier did not answer within the vendor's timeout. */
  | 'timeout'
  /** The caller gave up (its signal was aborted). */
  | 'aborted'
  /** The supplier answered with an error (HTTP status or an error body). */
  | 'remote'
  /** Connection refused, reset, DNS failure. */
  | 'network'
  /** The answer is not what the protocol describes. */
  | 'invalid'
  /** The vendor is not set up for remote search (no address, unknown adapter). */
  | 'config';

export const supplierMessages = {
  timeout: 'Поставщик не ответил вовремя',
  aborted: 'Запрос к поставщику отменён',
  remote: (detail: string) => `Поставщик вернул ошибку: ${detail}`,
  network: 'Поставщик недоступен',
  invalid: 'Поставщик прислал ответ в неизвестном формате',
  noAddress: 'У поставщика не указан адрес API',
  unknownProvider: (provider: string) => `Неизвестный тип поставщика: ${provider}`,
  notRemote: 'Поставщик не найден или не является удалённым',
} as const;

/** Why a remote supplier gave no offers; `message` is Russian and may be shown to users as is. */
export class SupplierError extends Error {
  readonly kind: SupplierErrorKind;
  readonly vendorId: number;

  constructor(kind: SupplierErrorKind, vendorId: number, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SupplierError';
    this.kind = kind;
    this.vendorId = vendorId;
  }
}
