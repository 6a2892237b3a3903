import { create } from 'zustand';
import type { CartItem, CartUpdatePayload, Offer } from '@shop/shared';
import { apiErrorMessage, cartApi } from '@shop/shared/api';
import { CART_AUTOSAVE_DEBOUNCE } from '@shop/shared/cache';
import { useCartCount } from '@shop/shared/cart';
import { toast } from '@shop/shared/ui';

/** The current offer of a line: being fetched, or known (null: the supplier no longer has it). */
export type LineCheck = { status: 'loading' } | { status: 'done'; offer: Offer | null };

export interface CartState {
  status: 'loading' | 'fetched' | 'failed';
  error: unknown;
  /** Whose cart is shown; another user's login starts from scratch. */
  userId: number | null;
  /** The lines as the user sees them, with edits not yet saved. */
  items: CartItem[];
  checks: Record<number, LineCheck>;
  /** Lines with an edit waiting for the autosave or on its way to the server. */
  saving: Record<number, boolean>;
  load: (userId: number) => Promise<void>;
  /** Quantity and selection: shown at once, saved 500 ms after the last change. */
  edit: (id: number, patch: Pick<CartUpdatePayload, 'amount' | 'isSelected'>) => void;
  /** Saves at once (reference, 'Согласен', 'Перезаказать'); resolves false when the server refused. */
  save: (id: number, payload: CartUpdatePayload, offer?: Offer) => Promise<boolean>;
  remove: (id: number) => Promise<void>;
  /** Asks for the current offers of the selected lines again. */
  recheck: () => Promise<void>;
  /** Sends every waiting edit now (before an order). */
  flush: () => Promise<void>;
  /** After an order: the ordered lines are no longer in the cart. */
  removeOrdered: (ids: readonly number[]) => void;
  reset: () => void;
}

interface LineSaver {
  timer: ReturnType<typeof setTimeout> | null;
  /** Edits not sent yet. */
  pending: CartUpdatePayload | null;
  /** The saves of a line run one after another, so answers cannot overtake each other. */
  queue: Promise<unknown>;
  /** Saves queued or running. */
  running: number;
}

const savers = new Map<number, LineSaver>();
/** The last state of each line the server confirmed: what a failed edit rolls back to. */
let confirmed = new Map<number, CartItem>();
// Each reset starts a new generation; late answers for an older one (another user's cart) are dropped.
let generation = 0;

const saverOf = (id: number): LineSaver => {
  let saver = savers.get(id);
  if (!saver) {
    saver = { timer: null, pending: null, queue: Promise.resolve(), running: 0 };
    savers.set(id, saver);
  }
  return saver;
};

const replace = (items: CartItem[], id: number, change: (item: CartItem) => CartItem): CartItem[] =>
  items.map((item) => (item.id === id ? change(item) : item));

/** Local edits not yet sent stay on top of what the server answered. */
const withPending = (item: CartItem, pending: CartUpdatePayload | null): CartItem => ({
  ...item,
  ...(pending?.amount !== undefined ? { amount: pending.amount } : {}),
  ...(pending?.isSelected !== undefined ? { isSelected: pending.isSelected } : {}),
});

export const useCart = create<CartState>((set, get) => {
  const isSaving = (id: number) => {
    const saver = savers.get(id);
    return Boolean(saver && (saver.timer !== null || saver.running > 0));
  };
  const markSaving = (id: number) => set((state) => ({ saving: { ...state.saving, [id]: isSaving(id) } }));

  const setCheck = (id: number, check: LineCheck | null) =>
    set((state) => {
      const checks = { ...state.checks };
      if (check) checks[id] = check;
      else delete checks[id];
      return { checks };
    });

  /** Fetches the current offer of one line (a newly selected line, a remote line without an offer key). */
  const fetchOffer = async (id: number) => {
    const mine = generation;
    setCheck(id, { status: 'loading' });
    try {
      const { offer } = await cartApi.lineOffer(id);
      if (mine !== generation) return;
      setCheck(id, { status: 'done', offer });
      if (offer) {
        set((state) => ({
          items: replace(state.items, id, (item) =>
            item.offer ? item : { ...item, offer: { itemKey: offer.itemKey } },
          ),
        }));
      }
    } catch {
      // Unknown until the next re-check; the server checks the order anyway.
      if (mine === generation) setCheck(id, null);
    }
  };

  /** A remote supplier's line without an offer key learns its offer only from `GET /api/v2/cart/{id}/offer`. */
  const needsOwnFetch = (item: CartItem) => item.offer === null && item.vendor.isRemote;

  const send = (id: number, payload: CartUpdatePayload, offer?: Offer): Promise<boolean> => {
    const saver = saverOf(id);
    const mine = generation;
    saver.running += 1;
    markSaving(id);
    const run = async (): Promise<boolean> => {
      try {
        const item = await cartApi.update(id, payload);
        if (mine !== generation) return false;
        confirmed.set(id, item);
        set((state) => ({ items: replace(state.items, id, () => withPending(item, saver.pending)) }));
        if (offer) setCheck(id, { status: 'done', offer });
        return true;
      } catch (error) {
        if (mine !== generation) return false;
        // The line goes back to what the server has; edits waiting behind this one are dropped with it.
        if (saver.timer !== null) clearTimeout(saver.timer);
        saver.timer = null;
        saver.pending = null;
        const previous = confirmed.get(id);
        if (previous) set((state) => ({ items: replace(state.items, id, () => previous) }));
        void toast.error('Не удалось сохранить изменения', apiErrorMessage(error));
        return false;
      } finally {
        saver.running -= 1;
        if (mine === generation) markSaving(id);
      }
    };
    const result = saver.queue.then(run);
    saver.queue = result;
    return result;
  };

  const sendPending = (id: number): Promise<boolean> => {
    const saver = saverOf(id);
    if (saver.timer !== null) clearTimeout(saver.timer);
    saver.timer = null;
    const payload = saver.pending;
    saver.pending = null;
    if (!payload) {
      markSaving(id);
      return Promise.resolve(true);
    }
    return send(id, payload);
  };

  return {
    status: 'loading',
    error: null,
    userId: null,
    items: [],
    checks: {},
    saving: {},

    async load(userId) {
      if (get().userId !== userId) get().reset();
      const mine = generation;
      // Lines already shown stay while the cart is read again.
      set((state) => ({ userId, status: state.status === 'fetched' ? 'fetched' : 'loading', error: null }));
      try {
        const { items } = await cartApi.load();
        if (mine !== generation) return;
        confirmed = new Map(items.map((item) => [item.id, item]));
        set({ status: 'fetched', items, checks: {}, saving: {} });
        useCartCount.getState().setCount(items.length);
      } catch (error) {
        if (mine === generation) set({ status: 'failed', error });
        return;
      }
      await get().recheck();
    },

    async recheck() {
      const mine = generation;
      const selected = get().items.filter((item) => item.isSelected);
      if (selected.length === 0) return;
      set((state) => {
        const checks = { ...state.checks };
        for (const item of selected) checks[item.id] = { status: 'loading' };
        return { checks };
      });
      // null: the answer failed, and only the lines that need their own call are asked.
      let covered: Set<number> | null = null;
      try {
        const { items } = await cartApi.offers();
        if (mine !== generation) return;
        const own = new Set(
          get()
            .items.filter(needsOwnFetch)
            .map((item) => item.id),
        );
        const found = items.filter((line) => !own.has(line.id));
        covered = new Set(found.map((line) => line.id));
        set((state) => {
          const checks = { ...state.checks };
          for (const line of found) checks[line.id] = { status: 'done', offer: line.offer };
          return { checks };
        });
      } catch {
        if (mine !== generation) return;
        set((state) => {
          const checks = { ...state.checks };
          for (const item of selected) if (!needsOwnFetch(item)) delete checks[item.id];
          return { checks };
        });
      }
      // Lines the answer did not cover (a remote line without an offer key above all) are asked one by one.
      const answered = covered;
      const rest = selected.filter((item) => (answered ? !answered.has(item.id) : needsOwnFetch(item)));
      await Promise.all(rest.map((item) => fetchOffer(item.id)));
    },

    edit(id, patch) {
      const saver = saverOf(id);
      saver.pending = { ...saver.pending, ...patch };
      if (saver.timer !== null) clearTimeout(saver.timer);
      saver.timer = setTimeout(() => void sendPending(id), CART_AUTOSAVE_DEBOUNCE);
      set((state) => ({
        items: replace(state.items, id, (item) => ({ ...item, ...patch })),
        saving: { ...state.saving, [id]: true },
      }));
      const check = get().checks[id];
      if (patch.isSelected && (!check || (check.status === 'done' && check.offer === null)))
        void fetchOffer(id);
    },

    save: (id, payload, offer) => send(id, payload, offer),

    async remove(id) {
      const { items } = get();
      const index = items.findIndex((item) => item.id === id);
      const removed = items[index];
      if (!removed) return;
      const saver = savers.get(id);
      if (saver?.timer) clearTimeout(saver.timer);
      savers.delete(id);
      const mine = generation;
      const rest = items.filter((item) => item.id !== id);
      set({ items: rest });
      useCartCount.getState().setCount(rest.length);
      try {
        await cartApi.remove(id);
        confirmed.delete(id);
      } catch (error) {
        if (mine !== generation) return;
        const current = get().items;
        const restored = [...current.slice(0, index), confirmed.get(id) ?? removed, ...current.slice(index)];
        set({ items: restored });
        useCartCount.getState().setCount(restored.length);
        void toast.error('Не удалось удалить товар из корзины', apiErrorMessage(error));
      }
    },

    async flush() {
      const ids = [...savers.keys()];
      await Promise.all(ids.map((id) => sendPending(id)));
      await Promise.all(ids.map((id) => savers.get(id)?.queue));
    },

    removeOrdered(ids) {
      const ordered = new Set(ids);
      for (const id of ids) {
        const saver = savers.get(id);
        if (saver?.timer) clearTimeout(saver.timer);
        savers.delete(id);
        confirmed.delete(id);
      }
      const items = get().items.filter((item) => !ordered.has(item.id));
      set({ items });
      useCartCount.getState().setCount(items.length);
    },

    reset() {
      generation += 1;
      for (const saver of savers.values()) if (saver.timer) clearTimeout(saver.timer);
      savers.clear();
      confirmed = new Map();
      set({ status: 'loading', error: null, userId: null, items: [], checks: {}, saving: {} });
    },
  };
});
