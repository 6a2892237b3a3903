import { useCallback, useEffect, useId, useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
import { Formik, type FormikConfig, type FormikProps, type FormikValues } from 'formik';
import { SCROLL_TO_ERROR_THROTTLE } from '../../cache/index.js';
import { shopTheme } from '../theme.js';
import { ShopFormContext, type ShopFormContextValue } from './context.js';
import { describeSchema, type DescribableSchema } from './schema.js';
import { focusFirstError, hasErrors } from './scrollToError.js';

export interface ShopFormProps<Values extends FormikValues> extends Omit<
  FormikConfig<Values>,
  'children' | 'component' | 'render' | 'validationSchema'
> {
  /** The yup schema: validates the form and decides the required markers. */
  schema?: DescribableSchema;
  children: ReactNode | ((formik: FormikProps<Values>) => ReactNode);
  /** Prefix of the fields' DOM ids and the form's id. */
  id?: string;
  className?: string;
  'aria-label'?: string;
  /** Disables every control of the form. */
  disabled?: boolean;
}

/** How a kind of form disables its controls: antd's context (ShopForm), a fieldset (LightForm). */
export type WrapControls = (controls: ReactNode, disabled: boolean | undefined) => ReactNode;

/**
 * A formik form in the shop's look, with no antd in it: fields in vertical rows, Enter submits, and a failed
 * submit (client rules or server violations put on fields) scrolls to and focuses the first field with an
 * error, throttled by 10 ms (SPEC §5). `wrapControls` decides how `disabled` reaches the controls.
 */
export function FormFrame<Values extends FormikValues>({
  schema,
  children,
  id,
  className,
  disabled,
  'aria-label': ariaLabel,
  wrapControls,
  ...config
}: ShopFormProps<Values> & { wrapControls: WrapControls }) {
  return (
    <Formik<Values> {...config} validationSchema={schema}>
      {(formik) => (
        <ShopFormBody formik={formik} schema={schema} id={id} className={className} ariaLabel={ariaLabel}>
          {wrapControls(typeof children === 'function' ? children(formik) : children, disabled)}
        </ShopFormBody>
      )}
    </Formik>
  );
}

interface ShopFormBodyProps<Values extends FormikValues> {
  formik: FormikProps<Values>;
  schema: DescribableSchema | undefined;
  id: string | undefined;
  className: string | undefined;
  ariaLabel: string | undefined;
  children: ReactNode;
}

function ShopFormBody<Values extends FormikValues>({
  formik,
  schema,
  id,
  className,
  ariaLabel,
  children,
}: ShopFormBodyProps<Values>) {
  const generatedId = useId().replace(/[^\w-]/g, '');
  const idPrefix = id ?? `form-${generatedId}`;
  const { values, errors, submitCount, isSubmitting, isValidating, handleSubmit, handleReset } = formik;
  const context = useMemo<ShopFormContextValue>(
    () => ({ idPrefix, description: describeSchema(schema, values) }),
    [idPrefix, schema, values],
  );
  const scrollToFirstError = useScrollToFirstError(errors);
  const handledSubmit = useRef(submitCount);

  // Once a submit attempt has finished (validation failed, or the server's violations were put on fields).
  useEffect(() => {
    if (isSubmitting || isValidating || submitCount === handledSubmit.current) return;
    handledSubmit.current = submitCount;
    if (hasErrors(errors)) scrollToFirstError.schedule(scrollToFirstError.formRef.current);
  }, [submitCount, isSubmitting, isValidating, errors, scrollToFirstError]);

  return (
    <ShopFormContext.Provider value={context}>
      <form
        ref={scrollToFirstError.formRef}
        id={idPrefix}
        className={['shop-form', className].filter(Boolean).join(' ')}
        style={themeColours}
        aria-label={ariaLabel}
        noValidate
        onSubmit={handleSubmit}
        onReset={handleReset}
      >
        {children}
      </form>
    </ShopFormContext.Provider>
  );
}

/** The theme's colours that form.css and light-form.css use. */
const themeColours = {
  '--shop-color-error': shopTheme.token?.colorError,
  '--shop-color-primary': shopTheme.token?.colorPrimary,
  '--shop-color-description': shopTheme.token?.colorTextDescription,
} as CSSProperties;

/** Scrolls to the first field with an error, at most once per 10 ms, with the errors of that moment. */
function useScrollToFirstError(errors: unknown) {
  const formRef = useRef<HTMLFormElement>(null);
  const latestErrors = useRef(errors);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    latestErrors.current = errors;
  }, [errors]);
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  const schedule = useCallback((form: HTMLFormElement | null) => {
    if (!form || timer.current !== null) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      focusFirstError(form, latestErrors.current);
    }, SCROLL_TO_ERROR_THROTTLE);
  }, []);
  return useMemo(() => ({ formRef, schedule }), [schedule]);
}
