// The kit's theme provider and antd's Russian locale: what every page rendering antd loads first (see ../index.ts).
export { default as ConfigProvider } from 'antd/es/config-provider';
export { default as ruRU } from 'antd/es/locale/ru_RU';
