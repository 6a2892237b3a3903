import type { ReactNode } from 'react';
import { ConfigProvider, ruRU } from '@shop/shared/kit';
import dayjs from 'dayjs';
import 'dayjs/locale/ru';
import { shopTheme } from './theme.js';

dayjs.locale('ru');

/** antd's theme and locale of the shop; loaded with the first page that renders antd components. */
export default function ShopConfig({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={ruRU} theme={shopTheme}>
      {children}
    </ConfigProvider>
  );
}

// Toasts and confirmations rendered by antd's static methods get the same theme and locale.
ConfigProvider.config({ holderRender: (children) => <ShopConfig>{children}</ShopConfig> });
