// The kit's table and pagination (see ../index.ts).
export { default as Pagination } from 'antd/es/pagination';
export { default as Table } from 'antd/es/table';
