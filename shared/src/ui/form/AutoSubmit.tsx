import { useEffect } from 'react';
import { useFormikContext } from 'formik';

/** Submits the form by itself `delay` ms after the last change of a changed form (SPEC §5 auto-submit). */
export function AutoSubmit({ delay = 500 }: { delay?: number }) {
  const { values, dirty, submitForm } = useFormikContext<unknown>();
  useEffect(() => {
    if (!dirty) return undefined;
    const timer = setTimeout(() => void submitForm(), delay);
    return () => clearTimeout(timer);
  }, [values, dirty, delay, submitForm]);
  return null;
}
