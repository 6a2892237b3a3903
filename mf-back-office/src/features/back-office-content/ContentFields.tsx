import { useEffect, useState } from 'react';
import { useFormikContext } from 'formik';
import { TextAreaField, TextField } from '@shop/shared/ui/form';
import { CheckboxField, SelectField } from '@shop/shared/ui/form-choice';
import { contentApi } from './api';
import { DateTimeField, NumberField } from './fields';
import { GoodsField } from './GoodsField';
import { HtmlField } from './HtmlField';
import { postTypeOptions, type FieldView } from './kinds';
import { IMAGE_OR_PDF_TYPES, MediaField } from './MediaField';

/** The offices' warehouses, loaded when an office form opens. */
function VendorField({ field }: { field: FieldView }) {
  const [vendors, setVendors] = useState<{ id: number; name: string }[]>([]);
  useEffect(() => {
    contentApi.vendors().then(setVendors, () => setVendors([]));
  }, []);
  return (
    <SelectField<number>
      name={field.name}
      label={field.label}
      help={field.help}
      placeholder="Не выбрано"
      options={vendors.map((vendor) => ({ value: vendor.id, label: vendor.name }))}
    />
  );
}

function ContentField({ field }: { field: FieldView }) {
  const { name, label, help } = field;
  switch (field.control) {
    case 'text':
      return <TextField name={name} label={label} help={help} />;
    case 'textarea':
      return <TextAreaField name={name} label={label} help={help} autoSize={{ minRows: 2, maxRows: 6 }} />;
    case 'html':
      return <HtmlField name={name} label={label} help={help} />;
    case 'image':
      return <MediaField name={name} label={label} help={help} />;
    case 'optionalImage':
      return <MediaField name={name} label={label} help={help} optional />;
    case 'imageOrPdf':
      return <MediaField name={name} label={label} help={help} accept={IMAGE_OR_PDF_TYPES} />;
    case 'number':
      return <NumberField name={name} label={label} help={help} min={0} step={1} />;
    case 'percent':
      return <NumberField name={name} label={label} help={help} min={0} max={99.99} step={1} scale={100} />;
    case 'coordinate':
      return <NumberField name={name} label={label} help={help} min={-180} max={180} step={0.000001} />;
    case 'bool':
      return <CheckboxField name={name}>{label}</CheckboxField>;
    case 'date':
      return <DateTimeField name={name} label={label} help={help} />;
    case 'goods':
      return <GoodsField name={name} label={label} help={help} />;
    case 'postType':
      return <SelectField<string> name={name} label={label} help={help} options={postTypeOptions} />;
    case 'vendor':
      return <VendorField field={field} />;
  }
}

/** The fields of a kind's form, each with its control; some only for some values (a popup's interval). */
export function ContentFields({ fields }: { fields: FieldView[] }) {
  const { values } = useFormikContext<Record<string, unknown>>();
  return (
    <>
      {fields
        .filter((field) => !field.shownWhen || field.shownWhen(values))
        .map((field) => (
          <ContentField key={field.name} field={field} />
        ))}
    </>
  );
}
