import type { Vendor } from '@shop/shared';
import type { Database } from '../db/connection.js';
import { createAbcpSupplier } from './abcp/client.js';
import { findActiveRemoteVendors, findRemoteVendor } from './queries.js';
import { startSupplierSimulator, type SupplierSimulator } from './simulator/server.js';
import { SupplierError, supplierMessages, type RemoteItem, type RemoteSupplier } from './types.js';

/** Adapters by `vendors.provider`. */
export type SupplierAdapters = ReadonlyMap<string, RemoteSupplier>;

export function createSupplierAdapters(): SupplierAdapters {
  return new Map([['abcp', createAbcpSupplier()]]);
}

/** Remote suppliers as the routes see them (`AppContext.suppliers`). */
export interface Suppliers {
  /** Active remote suppliers, in id order. */
  remoteVendors(): Promise<Vendor[]>;
  /**
   * Offers of one remote supplier for a part and its analogues, within the vendor's timeout.
   * Throws `SupplierError` (Russian message) when the vendor is unknown, not remote, inactive,
   * too slow or failing.
   */
  search(
    vendor: number | Vendor,
    brandName: string,
    number: string,
    signal?: AbortSignal,
  ): Promise<RemoteItem[]>;
  /** The simulated suppliers in demo mode (tests make them slow or failing); null otherwise. */
  readonly simulator: SupplierSimulator | null;
}

export interface SuppliersOptions {
  db: Database;
  adapters: SupplierAdapters;
  /** Answers for remote vendors without `api_url`. */
  simulator: SupplierSimulator | null;
}

/** Every search names the remote suppliers; the short list is read from the database at most every 10 s. */
const REMOTE_VENDORS_TTL_MS = 10_000;

export function createSuppliers({ db, adapters, simulator }: SuppliersOptions): Suppliers {
  let remote: { vendors: Promise<Vendor[]>; until: number } | null = null;
  return {
    simulator,
    remoteVendors() {
      const now = Date.now();
      if (remote === null || remote.until <= now) {
        const vendors = findActiveRemoteVendors(db);
        remote = { vendors, until: now + REMOTE_VENDORS_TTL_MS };
        // A failed read is not kept: the next search asks the database again.
        vendors.catch(() => {
          remote = null;
        });
      }
      return remote.vendors;
    },
    async search(vendorOrId, brandName, number, signal) {
      const id = typeof vendorOrId === 'number' ? vendorOrId : vendorOrId.id;
      const vendor = await findRemoteVendor(db, id);
      if (!vendor) throw new SupplierError('config', id, supplierMessages.notRemote);
      const adapter = adapters.get(vendor.provider);
      if (!adapter) throw new SupplierError('config', id, supplierMessages.unknownProvider(vendor.provider));
      const apiUrl = vendor.apiUrl ?? simulator?.urlFor(vendor.id) ?? null;
      return adapter.search({ ...vendor, apiUrl }, brandName, number, signal);
    },
  };
}

export interface RemoteSuppliersHandle {
  suppliers: Suppliers;
  /** Stops the simulated suppliers; call before the database closes. */
  close(): Promise<void>;
}

/** The app's remote suppliers; in demo mode the simulated ones are started on loopback first. */
export async function startRemoteSuppliers(db: Database, demo: boolean): Promise<RemoteSuppliersHandle> {
  const simulator = demo ? await startSupplierSimulator(db) : null;
  return {
    suppliers: createSuppliers({ db, adapters: createSupplierAdapters(), simulator }),
    close: async () => simulator?.close(),
  };
}
