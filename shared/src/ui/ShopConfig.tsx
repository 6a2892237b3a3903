import type { ReactNode } from 'react';
import { ConfigProvider, ruRU } from '@shop/shared/kit/config';
import { shopTheme } from './theme.js';

/**
 * antd's theme and locale of the shop; loaded with the first page that renders antd components. dayjs and
 * its Russian locale come with the date picker (`kit/dates`), the only user of dayjs.
 */
export default function ShopConfig({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={ruRU} theme={shopTheme}>
      {children}
    </ConfigProvider>
  );
}

// Toasts and confirmations rendered by antd's static methods get the same theme and locale.
ConfigProvider.config({ holderRender: (children) => <ShopConfig>{children}</ShopConfig> });
