// The kit's overlays: modals, drawers, toasts, tooltips, popovers and menus (see ../index.ts).
export { default as Drawer } from 'antd/es/drawer';
export { default as Dropdown } from 'antd/es/dropdown';
export { default as Menu } from 'antd/es/menu';
export { default as Modal } from 'antd/es/modal';
export { default as notification } from 'antd/es/notification';
export { default as Popconfirm } from 'antd/es/popconfirm';
export { default as Popover } from 'antd/es/popover';
export { Tooltip } from '@shop/shared/kit/tooltip';
