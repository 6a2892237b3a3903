import { Button } from '@shop/shared/kit/button';
import { useState, type ReactNode } from 'react';
import { useField, useFormikContext } from 'formik';
import { apiErrorMessage } from '@shop/shared/api';
import { toast } from '@shop/shared/ui';
import { FormField } from '@shop/shared/ui/form';
import { contentApi, mediaThumbUrl, mediaUrl } from './api';

export const IMAGE_TYPES = '.png,.jpg,.jpeg,.webp,.gif,.svg';
export const IMAGE_OR_PDF_TYPES = `${IMAGE_TYPES},.pdf`;

/**
 * A file of the media store bound to a formik field holding its path: a preview of what is chosen, a button
 * that uploads a new file (`POST /api/admin/media`) and, when the field may be empty, one that clears it.
 */
export function MediaField({
  name,
  label,
  help,
  accept = IMAGE_TYPES,
  optional = false,
}: {
  name: string;
  label: ReactNode;
  help?: ReactNode;
  accept?: string;
  optional?: boolean;
}) {
  const [field] = useField<string | null | undefined>(name);
  const { setFieldValue, setFieldTouched } = useFormikContext<unknown>();
  const [uploading, setUploading] = useState(false);
  const path = field.value ?? '';

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const stored = await contentApi.upload(file);
      await setFieldValue(name, stored.path);
      void setFieldTouched(name, true, false);
    } catch (error) {
      void toast.error('Файл не загружен', apiErrorMessage(error));
    } finally {
      setUploading(false);
    }
  };

  return (
    <FormField name={name} label={label} help={help}>
      {(control) => (
        <div className="content-media">
          {path !== '' &&
            (path.toLowerCase().endsWith('.pdf') ? (
              <a href={mediaUrl(path)} target="_blank" rel="noreferrer">
                PDF: {path}
              </a>
            ) : (
              <img
                className="content-media-preview"
                src={mediaThumbUrl(path)}
                alt={`Выбранный файл: ${path}`}
              />
            ))}
          <div className="content-media-actions">
            <label className="content-file">
              <input
                className="content-file-input"
                id={control.id}
                type="file"
                accept={accept}
                aria-label={typeof label === 'string' ? `${label}: загрузить файл` : undefined}
                disabled={uploading}
                onChange={(event) => {
                  void upload(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
              <span className="content-file-button">
                {uploading ? 'Загрузка…' : path === '' ? 'Загрузить файл' : 'Заменить файл'}
              </span>
            </label>
            {optional && path !== '' && (
              <Button onClick={() => void setFieldValue(name, null)}>Убрать</Button>
            )}
          </div>
        </div>
      )}
    </FormField>
  );
}
