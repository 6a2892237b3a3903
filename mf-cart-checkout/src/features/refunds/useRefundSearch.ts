import { useCallback, useRef, useState } from 'react';
import type { RefundableGood } from '@shop/shared';
import { apiErrorMessage, apiStatus } from '@shop/shared/api';
import { refundsApi } from '../../api/orders';

/** SPEC §8: the part was not bought, or nothing of it may be returned. */
export const notReturnableText = (query: string) => `Артикул «${query}» недоступен для возврата`;

export type RefundSearchState =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'found'; query: string; goods: RefundableGood[] }
  | { status: 'notReturnable'; query: string; message: string }
  | { status: 'failed'; query: string; message: string };

/** `GET /api/refund/find_goods`: the bought lines of a part number; only the latest search answers. */
export function useRefundSearch() {
  const [state, setState] = useState<RefundSearchState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  const search = useCallback(async (text: string): Promise<RefundableGood[]> => {
    const query = text.trim();
    controller.current?.abort();
    if (!query) {
      setState({ status: 'idle' });
      return [];
    }
    const current = new AbortController();
    controller.current = current;
    setState({ status: 'loading', query });
    try {
      const goods = await refundsApi.findGoods(query, current.signal);
      if (current.signal.aborted) return [];
      setState(
        goods.length > 0
          ? { status: 'found', query, goods }
          : { status: 'notReturnable', query, message: notReturnableText(query) },
      );
      return goods;
    } catch (error) {
      if (current.signal.aborted) return [];
      const status = apiStatus(error);
      setState(
        status === 400 || status === 404
          ? { status: 'notReturnable', query, message: apiErrorMessage(error, notReturnableText(query)) }
          : { status: 'failed', query, message: apiErrorMessage(error) },
      );
      return [];
    }
  }, []);

  const clear = useCallback(() => {
    controller.current?.abort();
    setState({ status: 'idle' });
  }, []);

  return { state, search, clear };
}
