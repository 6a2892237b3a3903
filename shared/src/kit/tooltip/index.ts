// The kit's tooltip, a tier of its own: pages with hints on their rows need it, not the modals and menus
// of kit/overlays (which re-exports it; see ../index.ts).
export { default as Tooltip } from 'antd/es/tooltip';
