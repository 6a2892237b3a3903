import { useCallback, useEffect, useRef, useState } from 'react';
import type { AddressSuggestion, DeliveryAddress } from '@shop/shared';
import { addressesApi, apiErrorMessage, apiViolations } from '@shop/shared/api';
import { toast } from '@shop/shared/ui';
import { draftAddress } from '@shop/shared/ui/address';

export type AddressesState =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'fetched'; addresses: DeliveryAddress[] };

/** The server's reasons: its violations, else its message. */
function reason(error: unknown): string {
  const violations = apiViolations(error).map((violation) => violation.message);
  return violations.length > 0 ? violations.join(' ') : apiErrorMessage(error);
}

/**
 * The user's delivery addresses. Adding and deleting show at once, are undone with a toast when the server
 * refuses and are followed by a fresh read of the list (SPEC §4).
 */
export function useAddresses() {
  const [state, setState] = useState<AddressesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // Changes waiting for the server, and a count of changes: a read that overlaps one is not shown.
  const pending = useRef(0);
  const changes = useRef(0);

  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    addressesApi.list().then(
      (addresses) => active && setState({ status: 'fetched', addresses }),
      (error: unknown) => active && setState({ status: 'failed', error }),
    );
    return () => {
      active = false;
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const update = useCallback((change: (addresses: DeliveryAddress[]) => DeliveryAddress[]) => {
    setState((current) =>
      current.status === 'fetched' ? { status: 'fetched', addresses: change(current.addresses) } : current,
    );
  }, []);

  const refetch = useCallback(() => {
    if (pending.current > 0) return;
    const started = changes.current;
    addressesApi.list().then(
      (addresses) => {
        if (pending.current === 0 && started === changes.current) setState({ status: 'fetched', addresses });
      },
      () => undefined,
    );
  }, []);

  /** Resolves false when the server refused the address. */
  const add = useCallback(
    async (value: string, data: AddressSuggestion['data'] | null): Promise<boolean> => {
      const draft = draftAddress(value, data);
      pending.current += 1;
      changes.current += 1;
      update((addresses) => [...addresses, draft]);
      try {
        const created = await addressesApi.add(value, data);
        // The same text saved again answers with the address already in the list.
        update((addresses) =>
          addresses.some((address) => address.uid === created.uid)
            ? addresses.filter((address) => address.uid !== draft.uid)
            : addresses.map((address) => (address.uid === draft.uid ? created : address)),
        );
        return true;
      } catch (error) {
        update((addresses) => addresses.filter((address) => address.uid !== draft.uid));
        void toast.error('Не удалось сохранить адрес', reason(error));
        return false;
      } finally {
        pending.current -= 1;
        refetch();
      }
    },
    [update, refetch],
  );

  const remove = useCallback(
    async (removed: DeliveryAddress) => {
      const shown = state.status === 'fetched' ? state.addresses : [];
      const index = shown.findIndex((address) => address.uid === removed.uid);
      pending.current += 1;
      changes.current += 1;
      update((addresses) => addresses.filter((address) => address.uid !== removed.uid));
      try {
        await addressesApi.remove(removed.uid);
      } catch (error) {
        update((addresses) =>
          index < 0
            ? [...addresses, removed]
            : [...addresses.slice(0, index), removed, ...addresses.slice(index)],
        );
        void toast.error('Не удалось удалить адрес', reason(error));
      } finally {
        pending.current -= 1;
        refetch();
      }
    },
    [state, update, refetch],
  );

  return { state, retry, add, remove };
}
