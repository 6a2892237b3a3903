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

export const useCartCount = create<CartCountState>((set) => ({
  count: 0,
  setCount: (count) => set({ count }),
  async refresh() {
    try {
      const cart = await cartApi.load();
      set({ count: cart.items.length });
    } catch {
      set({ count: 0 });
    }
  },
  clear: () => set({ count: 0 }),
}));
