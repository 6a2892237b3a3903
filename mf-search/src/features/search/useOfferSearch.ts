import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { FindByQueryResponse, Good, RemoteOffersResponse, Vendor } from '@shop/shared';
import { apiErrorMessage, apiStatus, searchApi } from '@shop/shared/api';
import { useRenderedAnswer } from '@shop/shared/ui';
import { mergeGoods } from './mergeGoods';

/** A remote supplier being asked for offers: still waiting, answered, or failed (with its message). */
export interface SupplierState {
  vendor: Vendor;
  status: 'pending' | 'answered' | 'failed';
  error: string | null;
}

export interface OfferSearchState {
  /** Own stock: 'loading' until findByQuery answers. */
  status: 'loading' | 'ready' | 'failed';
  error: unknown;
  searchId: string | null;
  goods: Good[];
  suppliers: SupplierState[];
}

type Action =
  | { type: 'start' }
  | { type: 'own'; response: FindByQueryResponse }
  | { type: 'ownFailed'; error: unknown }
  | { type: 'remote'; response: RemoteOffersResponse; vendor: Vendor }
  | { type: 'remoteFailed'; vendor: Vendor; error: string };

const initial: OfferSearchState = {
  status: 'loading',
  error: null,
  searchId: null,
  goods: [],
  suppliers: [],
};

function settle(suppliers: SupplierState[], vendor: Vendor, error: string | null): SupplierState[] {
  return suppliers.map((supplier) =>
    supplier.vendor.id === vendor.id ? { vendor, status: error ? 'failed' : 'answered', error } : supplier,
  );
}

function reduce(state: OfferSearchState, action: Action): OfferSearchState {
  switch (action.type) {
    case 'start':
      return initial;
    case 'own':
      return {
        status: 'ready',
        error: null,
        searchId: action.response.searchId,
        goods: mergeGoods([], action.response.goods),
        suppliers: action.response.remoteVendors.map((vendor) => ({
          vendor,
          status: 'pending',
          error: null,
        })),
      };
    case 'ownFailed':
      return { ...initial, status: 'failed', error: action.error };
    case 'remote':
      return {
        ...state,
        goods: action.response.error ? state.goods : mergeGoods(state.goods, action.response.goods),
        suppliers: settle(state.suppliers, action.vendor, action.response.error),
      };
    case 'remoteFailed':
      return { ...state, suppliers: settle(state.suppliers, action.vendor, action.error) };
  }
}

/**
 * Offers of a part and its analogues (SPEC §2 search): own stock from findByQuery first, then every remote
 * supplier asked in parallel, each merged in as it answers. A failed supplier is only marked as such; it
 * never holds back or breaks what is shown. A new query abandons the requests of the old one.
 */
/** Own stock of a part: an unknown part is an empty result (SPEC §7: a failed search gives an empty list). */
function ownOffers(brandName: string, number: string, signal?: AbortSignal): Promise<FindByQueryResponse> {
  return searchApi.findByQuery({ brandName, number, crosses: true }, signal).catch((error: unknown) => {
    if (apiStatus(error) === 404) return { searchId: '', goods: [], remoteVendors: [] };
    throw error;
  });
}

export function useOfferSearch(brandName: string, number: string) {
  // A page rendered on the server comes with its own stock; the remote suppliers are asked here.
  const rendered = useRenderedAnswer(() => ownOffers(brandName, number));
  const [state, dispatch] = useReducer(reduce, rendered, (answer) =>
    answer ? reduce(initial, { type: 'own', response: answer.data }) : initial,
  );
  const [attempt, setAttempt] = useState(0);
  // Used once, by the first run of the effect below.
  const renderedOwn = useRef(rendered?.data ?? null);

  useEffect(() => {
    const controller = new AbortController();
    const live = () => !controller.signal.aborted;
    const askSupplier = (vendor: Vendor) =>
      searchApi.remoteOffers({ providerName: vendor.name, brandName, number }, controller.signal).then(
        (response) => live() && dispatch({ type: 'remote', response, vendor }),
        (error: unknown) =>
          live() && dispatch({ type: 'remoteFailed', vendor, error: apiErrorMessage(error, 'Нет ответа') }),
      );
    const own = renderedOwn.current;
    renderedOwn.current = null;
    if (own) {
      own.remoteVendors.forEach((vendor) => void askSupplier(vendor));
      return () => controller.abort();
    }
    dispatch({ type: 'start' });
    ownOffers(brandName, number, controller.signal).then(
      (response) => {
        if (!live()) return;
        dispatch({ type: 'own', response });
        response.remoteVendors.forEach((vendor) => void askSupplier(vendor));
      },
      (error: unknown) => live() && dispatch({ type: 'ownFailed', error }),
    );
    return () => controller.abort();
  }, [brandName, number, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const pending = state.suppliers.filter((supplier) => supplier.status === 'pending').length;
  return { ...state, pending, retry };
}
