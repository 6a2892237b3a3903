// The kit's select and auto-complete (see ../index.ts).
export { default as AutoComplete } from 'antd/es/auto-complete';
export { default as Select } from 'antd/es/select';
