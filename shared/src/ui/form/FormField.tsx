import { useMemo, type ReactNode } from 'react';
import { FormItemInputContext } from '@shop/shared/kit/form';
import { FieldRow, type FormFieldProps } from './row.js';

export {
  controlAria,
  useFieldState,
  type FieldControl,
  type FieldRowOptions,
  type FieldState,
  type FormFieldProps,
} from './row.js';

/** Gives antd's controls inside a row the error look (red border) from the kit's status context. */
function AntdStatus({ invalid, children }: { invalid: boolean; children: ReactNode }) {
  const status = useMemo(
    () => ({ isFormItemInput: true, status: invalid ? ('error' as const) : ('' as const) }),
    [invalid],
  );
  return <FormItemInputContext.Provider value={status}>{children}</FormItemInputContext.Provider>;
}

/**
 * One row of a form (`FieldRow`: label with the required marker, the control, then the error or the help
 * text) whose antd controls take the error look from the kit's status context.
 */
export function FormField(props: FormFieldProps) {
  return (
    <FieldRow
      {...props}
      wrapControl={(node, control) => <AntdStatus invalid={control.invalid}>{node}</AntdStatus>}
    />
  );
}
