// The kit's date picker and its Russian locale (see ../index.ts). dayjs, whose objects the picker takes and
// gives, speaks Russian from the moment this tier loads: only pages with a date picker load dayjs.
import dayjs from 'dayjs';
import 'dayjs/locale/ru';

dayjs.locale('ru');

export { default as DatePicker } from 'antd/es/date-picker';
export { default as ruPicker } from 'antd/es/date-picker/locale/ru_RU';
