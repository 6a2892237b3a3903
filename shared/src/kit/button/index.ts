// The kit's button, a tier of its own: pages of offers render buttons without any text input (see ../index.ts).
export { default as Button } from 'antd/es/button';
