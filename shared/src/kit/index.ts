// The kernel's UI kit, base tier: antd's theme provider and the controls of almost every page. All antd code
// of a page comes through the kit, which the host provides (build-tools/shared-modules.cjs): one copy of
// antd and of its React contexts for the host and every remote, in a few chunks instead of one per module.
// Heavier parts are tiers of their own, loaded only by the pages that render them: controls, overlays, table, select, dates.
export { default as Alert } from 'antd/es/alert';
export { default as BellOutlined } from '@ant-design/icons/es/icons/BellOutlined';
export { default as Button } from 'antd/es/button';
export { default as CalculatorOutlined } from '@ant-design/icons/es/icons/CalculatorOutlined';
export { default as CarOutlined } from '@ant-design/icons/es/icons/CarOutlined';
export { default as Checkbox } from 'antd/es/checkbox';
export { default as ConfigProvider } from 'antd/es/config-provider';
export { default as DeleteOutlined } from '@ant-design/icons/es/icons/DeleteOutlined';
export { default as DownloadOutlined } from '@ant-design/icons/es/icons/DownloadOutlined';
export { default as FilterOutlined } from '@ant-design/icons/es/icons/FilterOutlined';
export { default as Form } from 'antd/es/form';
export { default as HeartFilled } from '@ant-design/icons/es/icons/HeartFilled';
export { default as HeartOutlined } from '@ant-design/icons/es/icons/HeartOutlined';
export { default as InfoCircleOutlined } from '@ant-design/icons/es/icons/InfoCircleOutlined';
export { default as Input } from 'antd/es/input';
export { default as LoadingOutlined } from '@ant-design/icons/es/icons/LoadingOutlined';
export { default as PictureOutlined } from '@ant-design/icons/es/icons/PictureOutlined';
export { default as PrinterOutlined } from '@ant-design/icons/es/icons/PrinterOutlined';
export { default as Result } from 'antd/es/result';
export { default as ruRU } from 'antd/es/locale/ru_RU';
export { default as ShoppingCartOutlined } from '@ant-design/icons/es/icons/ShoppingCartOutlined';
export { default as Skeleton } from 'antd/es/skeleton';
export { default as Spin } from 'antd/es/spin';
export { default as Tag } from 'antd/es/tag';
export { default as UploadOutlined } from '@ant-design/icons/es/icons/UploadOutlined';
