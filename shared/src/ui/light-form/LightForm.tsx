import './light-form.css';
import type { FormikValues } from 'formik';
import { FormFrame, type ShopFormProps, type WrapControls } from '../form/frame.js';

const fieldset: WrapControls = (controls, disabled) => (
  <fieldset className="shop-light-fieldset" disabled={disabled}>
    {controls}
  </fieldset>
);

/**
 * `ShopForm` for a page on a JS budget (the login page): the same formik form, rows, rules and scrolling to
 * the first error, with controls drawn by the kernel in antd's look (light-form.css) instead of antd's, so
 * the form loads no antd. `disabled` disables its controls through a fieldset.
 */
export function LightForm<Values extends FormikValues>(props: ShopFormProps<Values>) {
  return <FormFrame<Values> {...props} wrapControls={fieldset} />;
}
