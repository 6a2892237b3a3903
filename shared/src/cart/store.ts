import { create } from 'zustand';
import { cartApi } from '@shop/shared/api';

/** Number of lines in the cart: one store for the page, so the header badge follows every add. */
export interface CartCountState {
  count: number;
  setCount: (count: number) => void;
  /** Reads the cart again (after login, switch user); a failed load leaves 0 (SPEC §7). */
  refresh: () => Promise<void>;
  clear: () => void;
}

// Each clear or refresh starts a new generation; a late answer of an older one (another user's cart) is dropped.
let generation = 0;

export const useCartCount = create<CartCountState>((set) => ({
  count: 0,
  setCount: (count) => set({ count }),
  async refresh() {
    const mine = ++generation;
    let count = 0;
    try {
      count = (await cartApi.load()).items.length;
    } catch {
      count = 0;
    }
    if (mine === generation) set({ count });
  },
  clear() {
    generation++;
    set({ count: 0 });
  },
}));
