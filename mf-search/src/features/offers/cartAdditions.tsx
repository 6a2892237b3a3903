import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** Amounts added to the cart on this page, by offer: the stock rule counts them with the server's cartAmount. */
interface CartAdditions {
  added: (itemKey: string) => number;
  record: (itemKey: string, amount: number) => void;
}

const CartAdditionsContext = createContext<CartAdditions>({ added: () => 0, record: () => undefined });

/** Wraps a page of offers; a new page (a new search) starts from what the server says is in the cart. */
export function CartAdditionsProvider({ children }: { children: ReactNode }) {
  const [amounts, setAmounts] = useState<ReadonlyMap<string, number>>(new Map());
  const added = useCallback((itemKey: string) => amounts.get(itemKey) ?? 0, [amounts]);
  const record = useCallback((itemKey: string, amount: number) => {
    setAmounts((current) => new Map(current).set(itemKey, (current.get(itemKey) ?? 0) + amount));
  }, []);
  const value = useMemo(() => ({ added, record }), [added, record]);
  return <CartAdditionsContext.Provider value={value}>{children}</CartAdditionsContext.Provider>;
}

export function useCartAdditions(): CartAdditions {
  return useContext(CartAdditionsContext);
}
