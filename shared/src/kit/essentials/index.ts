// The kit's lightest controls: button (of kit/button), text input and alert, for pages with a form or a
// search box (see ../index.ts).
export { default as Alert } from 'antd/es/alert';
export { Button } from '@shop/shared/kit/button';
export { default as Input } from 'antd/es/input';
