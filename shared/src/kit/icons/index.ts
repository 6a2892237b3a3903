// The kit's icons (see ../index.ts).
export { default as BellOutlined } from '@ant-design/icons/es/icons/BellOutlined';
export { default as CalculatorOutlined } from '@ant-design/icons/es/icons/CalculatorOutlined';
export { default as CarOutlined } from '@ant-design/icons/es/icons/CarOutlined';
export { default as DeleteOutlined } from '@ant-design/icons/es/icons/DeleteOutlined';
export { default as DownloadOutlined } from '@ant-design/icons/es/icons/DownloadOutlined';
export { default as FilterOutlined } from '@ant-design/icons/es/icons/FilterOutlined';
export { default as HeartFilled } from '@ant-design/icons/es/icons/HeartFilled';
export { default as HeartOutlined } from '@ant-design/icons/es/icons/HeartOutlined';
export { default as InfoCircleOutlined } from '@ant-design/icons/es/icons/InfoCircleOutlined';
export { default as LoadingOutlined } from '@ant-design/icons/es/icons/LoadingOutlined';
export { default as PictureOutlined } from '@ant-design/icons/es/icons/PictureOutlined';
export { default as PrinterOutlined } from '@ant-design/icons/es/icons/PrinterOutlined';
export { default as ShoppingCartOutlined } from '@ant-design/icons/es/icons/ShoppingCartOutlined';
export { default as UploadOutlined } from '@ant-design/icons/es/icons/UploadOutlined';
