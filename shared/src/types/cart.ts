/** Cart calls beyond add and load (SPEC §7 Cart): line edits, re-checks against current offers, file upload. */
import type { Offer } from './catalog.js';

/**
 * `POST /api/cart/update/{id}`. `accept` takes the current offer's value for those fields ('Согласен');
 * `itemKey` moves the line to another offer of the same part ('Перезаказать'). Prices always come from the server.
 */
export interface CartUpdatePayload {
  amount?: number;
  reference?: string;
  isSelected?: boolean;
  accept?: ('price' | 'deliveryTime' | 'refund')[];
  itemKey?: string;
}

/** The current offer of a cart line, or null when the supplier no longer has it. */
export interface CartLineOffer {
  id: number;
  offer: Offer | null;
}

/** `GET /api/cart/offers`: the current offers of the user's selected lines. */
export interface CartOffersResponse {
  items: CartLineOffer[];
}

/** A line of `POST /api/cart/upload` (brand, number, quantity from an xlsx/csv/txt file). */
export interface CartUploadLine {
  line: number;
  brandName: string;
  number: string;
  amount: number;
  /** Added to the cart, or not with the reason. */
  added: boolean;
  message: string;
}

export interface CartUploadReport {
  added: number;
  failed: number;
  lines: CartUploadLine[];
}
