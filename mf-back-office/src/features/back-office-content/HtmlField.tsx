import { lazy, Suspense } from 'react';
import { useField, useFormikContext } from 'formik';
import { FormField } from '@shop/shared/ui/form';

// The editor (tiptap and ProseMirror) is its own chunk, fetched when a form first shows an HTML field.
const RichTextEditor = lazy(() => import('./RichTextEditor').then((m) => ({ default: m.RichTextEditor })));

/** An HTML field of a content form: the rich-text editor bound to a formik field. */
export function HtmlField({ name, label, help }: { name: string; label: string; help?: string }) {
  const [field, meta] = useField<string | undefined>(name);
  const { setFieldValue, setFieldTouched } = useFormikContext<unknown>();
  return (
    <FormField name={name} label={label} help={help}>
      {(control) => (
        <Suspense fallback={<div role="status">Загрузка редактора…</div>}>
          <RichTextEditor
            id={control.id}
            label={label}
            value={field.value ?? ''}
            onChange={(html) => void setFieldValue(name, html)}
            onBlur={() => void setFieldTouched(name, true)}
            invalid={meta.touched === true && meta.error !== undefined}
          />
        </Suspense>
      )}
    </FormField>
  );
}
