import type { Migration, MigrationProvider } from 'kysely';
import { initial } from './0001-initial.js';
import { catalog } from './0002-catalog.js';
import { vendorStatistics } from './0003-vendor-statistics.js';
import { orders } from './0004-orders.js';
import { goodsNumberKey } from './0005-goods-number-key.js';
import { goodsVacuumAfterInserts } from './0006-goods-vacuum-after-inserts.js';
import { sessionsAndAudit } from './0007-sessions-and-audit.js';
import { stockReservations } from './0009-stock-reservations.js';
import { notepadAndGarage } from './0012-notepad-and-garage.js';
import { batchSearches } from './0013-batch-searches.js';
import { topupsAndSubscriptions } from './0014-topups-and-subscriptions.js';
import { oemCatalogs } from './0015-oem-catalogs.js';
import { content } from './0016-content.js';
import { backOffice } from './0017-back-office.js';
import { remoteReleases } from './0018-remote-releases.js';
import { oilsAndAccessories } from './0019-oils-and-accessories.js';
import { mediaStore } from './0020-media-store.js';
import { garageCatalogVehicle } from './0021-garage-catalog-vehicle.js';
import { placeOrder } from './0022-place-order.js';
import { priceListDigests } from './0023-price-list-digests.js';
import { priceListPieces } from './0024-price-list-pieces.js';
import { sessionIdsAndApiKeyIssuers } from './0025-session-ids-and-api-key-issuers.js';
import { apiInstances } from './0026-api-instances.js';
import { wholesaleRequests } from './0027-wholesale-requests.js';
import { priceListTrust } from './0028-price-list-trust.js';
import { seller } from './0029-seller.js';

/** Migrations live in code (no folder scanning), in the order of their names. */
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-catalog': catalog,
  '0003-vendor-statistics': vendorStatistics,
  '0004-orders': orders,
  '0005-goods-number-key': goodsNumberKey,
  '0006-goods-vacuum-after-inserts': goodsVacuumAfterInserts,
  '0007-sessions-and-audit': sessionsAndAudit,
  '0009-stock-reservations': stockReservations,
  '0012-notepad-and-garage': notepadAndGarage,
  '0013-batch-searches': batchSearches,
  '0014-topups-and-subscriptions': topupsAndSubscriptions,
  '0015-oem-catalogs': oemCatalogs,
  '0016-content': content,
  '0017-back-office': backOffice,
  '0018-remote-releases': remoteReleases,
  '0019-oils-and-accessories': oilsAndAccessories,
  '0020-media-store': mediaStore,
  '0021-garage-catalog-vehicle': garageCatalogVehicle,
  '0022-place-order': placeOrder,
  '0023-price-list-digests': priceListDigests,
  '0024-price-list-pieces': priceListPieces,
  '0025-session-ids-and-api-key-issuers': sessionIdsAndApiKeyIssuers,
  '0026-api-instances': apiInstances,
  '0027-wholesale-requests': wholesaleRequests,
  '0028-price-list-trust': priceListTrust,
  '0029-seller': seller,
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};
