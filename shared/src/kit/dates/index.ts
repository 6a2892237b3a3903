// The kit's date picker and its Russian locale (see ../index.ts).
export { default as DatePicker } from 'antd/es/date-picker';
export { default as ruPicker } from 'antd/es/date-picker/locale/ru_RU';
