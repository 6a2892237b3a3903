import { createContext, useContext } from 'react';
import type { SchemaFieldDescription } from 'yup';

/** What `ShopForm` tells its fields: the prefix of their ids and the schema described for the current values. */
export interface ShopFormContextValue {
  idPrefix: string;
  description: SchemaFieldDescription | undefined;
}

export const ShopFormContext = createContext<ShopFormContextValue>({
  idPrefix: 'field',
  description: undefined,
});

export function useShopFormContext(): ShopFormContextValue {
  return useContext(ShopFormContext);
}

/** A DOM id for a field: `login` + `plainPassword.first` → `login_plainPassword_first`. */
export function fieldId(prefix: string, name: string): string {
  return `${prefix}_${name.replace(/[^\w-]+/g, '_')}`;
}
