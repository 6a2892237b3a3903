// The kit's loading placeholders: skeleton and spinner (see ../index.ts).
export { default as Skeleton } from 'antd/es/skeleton';
export { default as Spin } from 'antd/es/spin';
