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
    // antd's own greys for placeholders (#bfbfbf) and help texts (#8c8c8c) are too pale on white: at least
    // 4.5:1 (WCAG AA), as axe-core checks every page (e2e/tests/accessibility.test.ts).
    colorTextPlaceholder: '#6e6e6e',
    colorTextDescription: brand.grey,
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
  components: {
    // An empty table's message is text to read, not a disabled control: antd paints it #bfbfbf.
    Table: { colorTextDisabled: brand.grey },
  },
};
