// The kernel's UI kit, base tier: antd's theme provider and the controls of almost every page. All antd code
// of a page comes through the kit, which the host provides (build-tools/shared-modules.cjs): one copy of
// antd and of its React contexts for the host and every remote, in a few chunks instead of one per module.
// Heavier parts are tiers of their own, loaded only by the pages that render them: controls, overlays,
// table, select, dates. The base tier is itself made of smaller tiers, re-exported here: kit/config (theme
// provider, locale), kit/essentials (button, input, alert), kit/form (the contexts a form row gives antd's
// controls: error look, disabled), kit/loading (skeleton, spinner), kit/icons and the checkbox of
// kit/select. Code that imports from those tiers loads only them; `@shop/shared/kit` loads all of them,
// with the result page and tags of its own.
export { ConfigProvider, ruRU } from '@shop/shared/kit/config';
export { Alert, Button, Input } from '@shop/shared/kit/essentials';
export { DisabledContextProvider, FormItemInputContext } from '@shop/shared/kit/form';
export { Skeleton, Spin } from '@shop/shared/kit/loading';
export { Checkbox } from '@shop/shared/kit/select';
export {
  BellOutlined,
  CalculatorOutlined,
  CarOutlined,
  DeleteOutlined,
  DownloadOutlined,
  FilterOutlined,
  HeartFilled,
  HeartOutlined,
  InfoCircleOutlined,
  LoadingOutlined,
  PictureOutlined,
  PrinterOutlined,
  ShoppingCartOutlined,
  UploadOutlined,
} from '@shop/shared/kit/icons';
export { default as Result } from 'antd/es/result';
export { default as Tag } from 'antd/es/tag';
