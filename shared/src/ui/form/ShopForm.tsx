import type { FormikValues } from 'formik';
import { DisabledContextProvider } from '@shop/shared/kit/form';
import { FormFrame, type ShopFormProps, type WrapControls } from './frame.js';

export type { ShopFormProps } from './frame.js';

const antdDisabled: WrapControls = (controls, disabled) => (
  <DisabledContextProvider disabled={disabled}>{controls}</DisabledContextProvider>
);

/**
 * A formik form in the shop's antd look (`FormFrame`): fields in vertical rows (FormField), Enter submits, a
 * failed submit scrolls to the first field with an error; `disabled` disables its antd controls.
 */
export function ShopForm<Values extends FormikValues>(props: ShopFormProps<Values>) {
  return <FormFrame<Values> {...props} wrapControls={antdDisabled} />;
}
