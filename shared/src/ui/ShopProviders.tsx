import type { ReactNode } from 'react';
import ConfigProvider from 'antd/es/config-provider';
import ruRU from 'antd/es/locale/ru_RU';
import dayjs from 'dayjs';
import 'dayjs/locale/ru';
import { shopTheme } from './theme.js';

dayjs.locale('ru');

function ShopConfig({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={ruRU} theme={shopTheme}>
      {children}
    </ConfigProvider>
  );
}

// Toasts and confirmations rendered by antd's static methods get the same theme and locale.
ConfigProvider.config({ holderRender: (children) => <ShopConfig>{children}</ShopConfig> });

/** The one antd theme and locale of the page, rendered by the host (and by a remote's standalone shell). */
export function ShopProviders({ children }: { children: ReactNode }) {
  return <ShopConfig>{children}</ShopConfig>;
}
