// The kit's form layout (antd's Form with its labels and help rows), under the kernel's ui/form fields (see ../index.ts).
export { default as Form } from 'antd/es/form';
