// The kit's choice controls: select, auto-complete and checkbox (see ../index.ts). antd's table renders
// checkboxes and its pagination a select, so a page with a table has them already.
export { default as AutoComplete } from 'antd/es/auto-complete';
export { default as Checkbox } from 'antd/es/checkbox';
export { default as Select } from 'antd/es/select';
