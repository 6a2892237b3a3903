/** Catalog, offers and pricing as the API sends them (SPEC §3 Good, Offer, Price calculation). */

export interface Brand {
  id: number;
  name: string;
  warranty: string;
  warrantyDescription: string;
  country: string;
  site: string;
  /** Image URLs, shown as 64×64 thumbnails in the brand popup. */
  thumbs: string[];
  description: string;
}

export interface Vendor {
  id: number;
  name: string;
  isRemote: boolean;
}

/** Refund terms of an offer; defaults: allowed, 0 %, no conditions. */
export interface Refund {
  isAllowed: boolean;
  percent: number;
  conditions: string;
}

export interface Offer {
  /** Opaque key of the offer: what the cart, the breakdown and orders refer to. */
  itemKey: string;
  vendor: Vendor;
  /** Price for the current user in roubles (whole roubles, rounded up); 0 when not known. */
  price: number;
  amount: number;
  /** Stock as shown: '12', '>100'. */
  amountString: string;
  minAmount: number;
  multiplicityAmount: number;
  /** Hours from sending the order to the supplier until the goods are at the office. */
  deliveryTime: number;
  isStock: boolean;
  refund: Refund;
  /** How many of this offer the user already has in the cart (0 for guests). */
  cartAmount: number;
  /** The running promotion that lowered `price`; absent when none did. */
  promotion?: OfferPromotion;
}

/** A running promotion's discount on an offer, shown beside its price with a link to the promotion's page. */
export interface OfferPromotion {
  title: string;
  /** Its page is `/actions/{slug}`. */
  slug: string;
  /** Percent taken off: 10 for 10 %. */
  percent: number;
  /** The viewer's price before the discount, whole roubles. */
  priceBefore: number;
}

export interface Good {
  id: number;
  brand: Brand;
  number: string;
  name: string;
  images: string[];
  thumbs: string[];
  isInFavorite: boolean;
  /** An analogue of the part searched for, not the part itself. */
  isCross: boolean;
  offers: Offer[];
}

/** A part suggestion of the header search (SPEC §3 Suggestions: part). */
export interface PartSuggestion {
  /** Good id; `POST /api/v2/search/select_suggestion/{id}` raises its rating. */
  id: number;
  brand: string;
  number: string;
  name: string;
}

/** A brand that has the number searched for (`GET /api/goods/search`). */
export interface NumberMatch {
  id: number;
  brand: string;
  number: string;
  name: string;
}

export interface FindByQueryParams {
  brandName: string;
  number: string;
  /** Include analogues (default true). */
  crosses?: boolean;
  stockOnly?: boolean;
  /** Only this vendor's offers. */
  vendor?: number;
  /** Also list the remote suppliers to ask (default true). */
  survey?: boolean;
  /** Admins only: prices of another price level. */
  priceLevel?: number;
}

export interface FindByQueryResponse {
  /** Identifies this search; sent back with add-to-cart. */
  searchId: string;
  /** The part itself first (isCross false), then its analogues; own stock offers only. */
  goods: Good[];
  /** Remote suppliers to ask through `GET /api/search/remote_offers` (empty when `survey` is false). */
  remoteVendors: Vendor[];
}

export interface RemoteOffersParams {
  providerName: string;
  brandName: string;
  number: string;
}

export interface RemoteOffersResponse {
  vendor: Vendor;
  /** Goods with this supplier's offers: the part and the analogues the supplier knows. */
  goods: Good[];
  /** Set when the supplier did not answer in time or failed; the goods are then empty. */
  error: string | null;
}

export interface PriceOperation {
  name: string;
  description: string;
  price: number;
  nextPrice: number;
  /** The currency of `price` and of `nextPrice`: the supplier's until its price is converted, then roubles. */
  currency: string;
  nextCurrency: string;
}

/** Admin breakdown of one offer's price (SPEC §3). */
export interface PriceCalculation {
  version: number;
  priceLevel: { id: number; name: string };
  priceCreatedAt: string;
  purchasePrice: number;
  retailPrice: number;
  wholesalePrice: number;
  fixedPrice: number | null;
  minimumRetailPrice: number | null;
  operations: PriceOperation[];
}

export interface PriceLevel {
  id: number;
  name: string;
  isDefault: boolean;
  /** The level the caller's prices come from (`GET /api/pricelevel`). */
  isCurrent: boolean;
}

export interface VendorDeliveryStatistics {
  vendorId: number;
  /** Orders sent to the supplier and delivered (last 90 days). */
  ordersTotal: number;
  /** Share delivered within the promised term, percent. */
  onTimePercent: number;
  /** Mean delay beyond the promised term, hours. */
  averageDelayHours: number;
  /** Promised against actual days, one entry per promised term, the shortest first. */
  terms: DeliveryTermStatistics[];
}

/** The deliveries of one promised term: how many, and the mean days they took (one decimal). */
export interface DeliveryTermStatistics {
  promisedDays: number;
  deliveries: number;
  actualDays: number;
}

/** `POST /api/v2/cart/add` answer. */
export interface CartAddResponse {
  message: string;
  /** Lines in the cart after adding (the header badge). */
  cartCount: number;
}

/** What a price-list import changes in the vendor's offers (counted before the change: a dry run's figures). */
export interface ImportChanges {
  added: number;
  changed: number;
  removed: number;
  unchanged: number;
  /** The vendor's offers before the import. */
  existing: number;
}

/**
 * Result of a price-list import: offers made, bad rows with line numbers and reasons, rows of one part
 * merged, rows of unknown brands held for the manager; of a dry run, what it would change.
 */
export interface ImportReport {
  vendorId: number;
  /** Offers the list's rows make (one per part). */
  imported: number;
  rejected: { line: number; reason: string }[];
  /** All rejected rows; `rejected` lists the first 100 of them. */
  rejectedTotal: number;
  seconds: number;
  mode: 'replace' | 'update';
  /** Nothing was saved: the figures of what the upload would do. */
  dryRun: boolean;
  /** Rows of a part already listed, merged into its one offer. */
  merged: number;
  /** Rows of brands the shop does not know, kept until a manager maps the brand. */
  held: number;
  changes: ImportChanges;
  /** More than half of the vendor's offers would be removed: the upload needs a second confirmation. */
  largeRemoval: boolean;
  /** A dry run of a 'replace': the token the confirmed upload of the same file sends back. */
  confirmation: string | null;
  /** Stock cells written other than as a count, as the vendor's settings read them (most frequent first). */
  stockReadings: StockReading[];
}

/** A stock cell such as 'есть' or '<5' of an imported list, the units it became and the rows that had it. */
export interface StockReading {
  written: string;
  units: number;
  rows: number;
}

/** A line of the cart (SPEC §3 Cart item). */
export interface CartItem {
  id: number;
  good: { id: number; brand: { name: string }; number: string; images: string[]; thumbs: string[] };
  name: string;
  amount: number;
  price: number;
  /** The user's comment on the line. */
  reference: string;
  deliveryTime: number;
  isStock: boolean;
  isSelected: boolean;
  offer: { itemKey: string } | null;
  vendor: Vendor;
  refund: Refund;
  images: string[];
  thumbs: string[];
}

export interface CartResponse {
  items: CartItem[];
}
