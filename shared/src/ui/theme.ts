import type { ThemeConfig } from 'antd/es/config-provider/context';

/** Brand colours (blue, red, yellow, grey), base font 16px and the breakpoints 750/970/1170 (SPEC §9). */
export const brand = {
  blue: '#1d5fbf',
  red: '#d62828',
  yellow: '#f5b800',
  grey: '#5f6b7a',
} as const;

export const shopTheme: ThemeConfig = {
  token: {
    colorPrimary: brand.blue,
    colorInfo: brand.blue,
    colorLink: brand.blue,
    colorError: brand.red,
    colorWarning: brand.yellow,
    colorTextSecondary: brand.grey,
    fontSize: 16,
    borderRadius: 4,
    fontFamily: "-apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    screenMD: 750,
    screenMDMin: 750,
    screenSMMax: 749,
    screenLG: 970,
    screenLGMin: 970,
    screenMDMax: 969,
    screenXL: 1170,
    screenXLMin: 1170,
    screenLGMax: 1169,
  },
};
