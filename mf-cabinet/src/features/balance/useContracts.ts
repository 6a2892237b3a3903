import { useCallback, useEffect, useRef, useState } from 'react';
import type { Contract } from '@shop/shared';
import { apiErrorMessage, contractsApi } from '@shop/shared/api';
import { CONTRACT_REFRESH_INTERVAL, CONTRACTS_STALE_TIME } from '@shop/shared/cache';
import { toast } from '@shop/shared/ui';

export type ContractsState =
  { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'fetched'; contracts: Contract[] };

interface Kept {
  userId: number;
  at: number;
  contracts: Contract[];
}

/** The last list read, shown at once when the page opens again within 5 min (SPEC §9). */
let kept: Kept | null = null;

function keptFor(userId: number): Contract[] | null {
  return kept && kept.userId === userId && Date.now() - kept.at < CONTRACTS_STALE_TIME
    ? kept.contracts
    : null;
}

/** Forgets the kept list (tests). */
export function clearContractsCache(): void {
  kept = null;
}

/** Exactly one contract is current (SPEC §4). */
const withCurrent = (contracts: Contract[], id: number): Contract[] =>
  contracts.map((contract) => ({ ...contract, isCurrent: contract.id === id }));

/**
 * The user's contracts, read again every 15 s (SPEC §4, §9); a failed refresh keeps the list shown.
 * `select` marks the contract current at once and undoes it when the server refuses.
 */
export function useContracts(userId: number) {
  const [state, setState] = useState<ContractsState>(() => {
    const contracts = keptFor(userId);
    return contracts ? { status: 'fetched', contracts } : { status: 'loading' };
  });
  // Answers of reads that started before the last selection are stale.
  const generation = useRef(0);
  const mounted = useRef(true);

  const show = useCallback(
    (contracts: Contract[]) => {
      kept = { userId, at: Date.now(), contracts };
      if (mounted.current) setState({ status: 'fetched', contracts });
    },
    [userId],
  );

  const load = useCallback(() => {
    const started = generation.current;
    contractsApi.load().then(
      (contracts) => started === generation.current && show(contracts),
      (error: unknown) => {
        if (!mounted.current) return;
        setState((current) => (current.status === 'fetched' ? current : { status: 'failed', error }));
      },
    );
  }, [show]);

  useEffect(() => {
    mounted.current = true;
    if (!keptFor(userId)) load();
    const timer = setInterval(load, CONTRACT_REFRESH_INTERVAL);
    return () => {
      mounted.current = false;
      clearInterval(timer);
    };
  }, [userId, load]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    load();
  }, [load]);

  const select = useCallback(
    async (id: number) => {
      if (state.status !== 'fetched') return;
      const before = state.contracts;
      generation.current += 1;
      const mine = generation.current;
      show(withCurrent(before, id));
      try {
        const contracts = await contractsApi.select(id);
        if (mine === generation.current) show(contracts);
      } catch (error) {
        if (mine === generation.current) show(before);
        void toast.error('Не удалось сделать договор текущим', apiErrorMessage(error));
      }
    },
    [state, show],
  );

  return { state, retry, select };
}
