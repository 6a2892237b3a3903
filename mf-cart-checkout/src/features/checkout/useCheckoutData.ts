import { useCallback, useEffect, useRef, useState } from 'react';
import type { Contract, DeliveryAddress, DeliveryMethod, PaymentMethod } from '@shop/shared';
import { addressesApi, contractsApi } from '@shop/shared/api';
import { checkoutApi } from '../../api/checkout';
import { CONTRACT_REFRESH_INTERVAL } from '@shop/shared/cache';
import { useRequest } from '@shop/shared/ui';

export interface CheckoutData {
  contracts: Contract[];
  deliveryMethods: DeliveryMethod[];
  addresses: DeliveryAddress[];
}

/** Contracts, delivery methods and saved addresses; a failed contract or address list counts as empty (SPEC §7). */
export function useCheckoutData() {
  return useRequest<CheckoutData>(async () => {
    const [contracts, deliveryMethods, addresses] = await Promise.all([
      contractsApi.load().catch((): Contract[] => []),
      checkoutApi.deliveryMethods(),
      addressesApi.list().catch((): DeliveryAddress[] => []),
    ]);
    return { contracts, deliveryMethods, addresses };
  }, []);
}

/** The contract list, read again every 15 s (SPEC §4); a failed refresh keeps the last list. */
export function useContracts(initial: Contract[]) {
  const [contracts, setContracts] = useState(initial);
  useEffect(() => {
    let active = true;
    const timer = setInterval(() => {
      contractsApi.load().then(
        (list) => active && setContracts(list),
        () => undefined,
      );
    }, CONTRACT_REFRESH_INTERVAL);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, []);
  return [contracts, setContracts] as const;
}

/** The saved addresses, with changes shown at once and the list read again after each (SPEC §4). */
export function useAddresses(initial: DeliveryAddress[]) {
  const [addresses, setAddresses] = useState(initial);
  const reload = useCallback(() => {
    addressesApi.list().then(setAddresses, () => undefined);
  }, []);
  return { addresses, setAddresses, reload };
}

export type PaymentMethodsState =
  { status: 'loading'; methods: PaymentMethod[] } | { status: 'fetched'; methods: PaymentMethod[] };

/** Payment methods of a contract (`GET /api/payment_methods?contract`); a failed load offers none. */
export function usePaymentMethods(contract: number | null): PaymentMethodsState {
  const cache = useRef(new Map<number, PaymentMethod[]>());
  const [state, setState] = useState<{ contract: number | null; methods: PaymentMethod[] | null }>({
    contract: null,
    methods: null,
  });
  useEffect(() => {
    if (contract === null) return;
    const cached = cache.current.get(contract);
    if (cached) {
      setState({ contract, methods: cached });
      return;
    }
    let active = true;
    setState({ contract, methods: null });
    checkoutApi.paymentMethods(contract).then(
      (methods) => {
        cache.current.set(contract, methods);
        if (active) setState({ contract, methods });
      },
      () => active && setState({ contract, methods: [] }),
    );
    return () => {
      active = false;
    };
  }, [contract]);
  if (contract === null) return { status: 'fetched', methods: [] };
  if (state.contract !== contract || state.methods === null) return { status: 'loading', methods: [] };
  return { status: 'fetched', methods: state.methods };
}
