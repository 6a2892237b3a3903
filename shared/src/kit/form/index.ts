// The kit's hooks for a form row drawn by the kernel (ui/form/FormField): the status context through which
// every antd control inside the row shows the error look, and the disabled context of a whole form. antd's
// Form itself (about 35 KB with its rules engine and grid) is not part of the kit: formik holds the state.
export { FormItemInputContext } from 'antd/es/form/context';
export { DisabledContextProvider } from 'antd/es/config-provider/DisabledContext';
