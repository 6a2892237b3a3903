import { Drawer } from '@shop/shared/kit/overlays';
import { useEffect, useRef, useState } from 'react';
import type { FormikHelpers } from 'formik';
import { apiErrorMessage, apiStatus, apiViolations } from '@shop/shared/api';
import { toast, useIsMobile } from '@shop/shared/ui';
import { applyViolations, ShopForm, SubmitButton } from '@shop/shared/ui/form';
import { contentApi, type ContentRow } from './api';
import { ContentFields } from './ContentFields';
import type { KindView } from './kinds';

type Values = Record<string, unknown>;

/** The form's values of a row: the kind's fields only (not its id or dates of change). */
function valuesOf(kind: KindView, row: ContentRow | null): Values {
  const defaults = kind.schema.getDefault() as Values;
  const fresh = row ? {} : (kind.fresh?.() ?? {});
  const values: Values = { ...defaults, ...fresh };
  const described = kind.schema.describe().fields;
  for (const name of Object.keys(kind.schema.fields)) {
    if (row && row[name] !== undefined) values[name] = row[name];
    // An empty text box holds '', an empty number box null.
    else if (values[name] === undefined) values[name] = described[name]?.type === 'string' ? '' : null;
  }
  return values;
}

/**
 * A row of a kind in a side panel: created when `id` is `'new'`, else loaded and edited. The server's
 * violations go to their fields; a taken slug or URL (409) to the kind's key field; the rest to a toast.
 */
export function ContentEditor({
  kind,
  id,
  onClose,
  onSaved,
}: {
  kind: KindView;
  id: number | 'new' | null;
  onClose: () => void;
  onSaved: (row: ContentRow) => void;
}) {
  const isMobile = useIsMobile();
  const [row, setRow] = useState<ContentRow | null>(null);
  const [loaded, setLoaded] = useState(false);

  // The row just saved is shown as the server answered it, not loaded again.
  const shown = useRef<number | null>(null);
  useEffect(() => {
    if (id !== null && id === shown.current) return;
    shown.current = null;
    setRow(null);
    setLoaded(id === 'new');
    if (id === null || id === 'new') return;
    contentApi.get(kind.name, id).then(
      (found) => {
        setRow(found);
        setLoaded(true);
      },
      (error: unknown) => void toast.error('Не удалось загрузить запись', apiErrorMessage(error)),
    );
  }, [kind.name, id]);

  const save = async (values: Values, helpers: FormikHelpers<Values>) => {
    const body = kind.schema.cast(values, { stripUnknown: true }) as Values;
    try {
      const saved = row
        ? await contentApi.update(kind.name, row.id, body)
        : await contentApi.create(kind.name, body);
      setRow(saved);
      shown.current = saved.id;
      void toast.success(row ? 'Изменения сохранены' : 'Запись создана');
      onSaved(saved);
    } catch (error) {
      const fields = Object.keys(kind.schema.fields);
      if (apiStatus(error) === 409) {
        applyViolations([{ propertyPath: kind.keyField, message: apiErrorMessage(error) }], helpers);
        return;
      }
      const rest = applyViolations(apiViolations(error), helpers, { fields });
      if (apiViolations(error).length === 0 || rest.length > 0) {
        void toast.error(
          'Запись не сохранена',
          rest.map((violation) => violation.message).join(' ') || apiErrorMessage(error),
        );
      }
    }
  };

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={isMobile ? '100%' : 760}
      title={row ? `${kind.title}: ${kind.rowName(row)}` : kind.createTitle}
      destroyOnHidden
    >
      {!loaded ? (
        <div role="status">Загрузка…</div>
      ) : (
        <ShopForm<Values>
          initialValues={valuesOf(kind, row)}
          enableReinitialize
          schema={kind.schema}
          onSubmit={save}
          aria-label={row ? `Изменить: ${kind.rowName(row)}` : kind.createTitle}
          className="content-form"
        >
          <ContentFields fields={kind.fields} />
          <SubmitButton>{row ? 'Сохранить' : 'Создать'}</SubmitButton>
        </ShopForm>
      )}
    </Drawer>
  );
}
