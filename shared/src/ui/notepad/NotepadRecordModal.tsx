import { useEffect, useState } from 'react';
import { Alert, Button } from '@shop/shared/kit/essentials';
import { InputNumber } from '@shop/shared/kit/controls';
import { Modal } from '@shop/shared/kit/overlays';
import { useFormikContext } from 'formik';
import type { NotepadRecord, Vehicle } from '../../types/index.js';
import { apiErrorMessage, apiViolations, carsApi, notepadApi } from '@shop/shared/api';
import { confirm, toast } from '@shop/shared/ui';
import { FormField, ShopForm, SubmitButton, TextAreaField } from '@shop/shared/ui/form';
import { SelectField } from '@shop/shared/ui/form-choice';
import { NOTEPAD_AMOUNT_MAX, NOTEPAD_COMMENT_MAX_LENGTH, notepadRecordSchema } from '@shop/shared/validation';
import { GoodNumberField, goodText, type GoodNumberValues } from './GoodNumberField.js';
import { notepadTexts } from './messages.js';
import './notepad.css';

/** The part a new record starts with (the favourite button of a search result). */
export interface NotepadGoodChoice {
  id: number;
  number: string;
  brand: string;
  name: string;
}

export interface NotepadRecordModalProps {
  /** The record to change; null for a new one. */
  record: NotepadRecord | null;
  good?: NotepadGoodChoice | null;
  onSaved: (record: NotepadRecord) => void;
  onDeleted?: (id: number) => void;
  onClose: () => void;
}

interface Values extends GoodNumberValues {
  amount: number | null;
  comment: string;
  car: number | null;
}

/** The server's reasons: its violations, else its message. */
function reason(error: unknown): string {
  const violations = apiViolations(error).map((violation) => violation.message);
  return violations.length > 0 ? violations.join(' ') : apiErrorMessage(error);
}

export const carLabel = (car: Pick<Vehicle, 'mark' | 'model' | 'modification'>): string =>
  [car.mark, car.model, car.modification].filter(Boolean).join(' ');

function initialValues(record: NotepadRecord | null, good: NotepadGoodChoice | null): Values {
  if (record) {
    return {
      good: record.good.id,
      goodText: goodText(record.good.brand.name, record.good.number),
      goodName: record.good.name,
      amount: record.amount,
      comment: record.comment,
      car: record.car?.id ?? null,
    };
  }
  return {
    good: good?.id ?? null,
    goodText: good ? goodText(good.brand, good.number) : '',
    goodName: good?.name ?? '',
    amount: 0,
    comment: '',
    car: null,
  };
}

/**
 * The favourites notepad modal (SPEC §2): article number with suggestions, quantity, comment, a car of the
 * garage. A failed save is a toast and the modal closes (SPEC §8); deleting asks first.
 */
export function NotepadRecordModal({
  record,
  good = null,
  onSaved,
  onDeleted,
  onClose,
}: NotepadRecordModalProps) {
  const cars = useGarage();

  const submit = async (values: Values) => {
    const input = {
      good: values.good ?? 0,
      amount: values.amount ?? 0,
      comment: values.comment.trim(),
      car: values.car ?? null,
    };
    try {
      const saved = record ? await notepadApi.update(record.id, input) : await notepadApi.add(input);
      void toast.success(record ? notepadTexts.updated : notepadTexts.added);
      onSaved(saved);
    } catch (error) {
      void toast.error(record ? notepadTexts.updateFailed : notepadTexts.addFailed, reason(error));
    }
    onClose();
  };

  const remove = async () => {
    if (!record) return;
    const confirmed = await confirm({
      title: notepadTexts.deleteTitle,
      content: `${goodText(record.good.brand.name, record.good.number)} будет удалена из избранного.`,
      okText: 'Удалить',
      danger: true,
    });
    if (!confirmed) return;
    try {
      await notepadApi.remove(record.id);
      void toast.success(notepadTexts.deleted);
      onDeleted?.(record.id);
      onClose();
    } catch (error) {
      void toast.error(notepadTexts.deleteFailed, reason(error));
    }
  };

  const title = record ? notepadTexts.editTitle : notepadTexts.newTitle;
  return (
    <Modal open title={title} onCancel={onClose} footer={null} className="notepad-modal">
      <ShopForm<Values>
        initialValues={initialValues(record, good)}
        schema={notepadRecordSchema}
        onSubmit={submit}
        aria-label={title}
      >
        <GoodNumberField />
        <AmountField />
        <TextAreaField name="comment" label="Комментарий" rows={5} maxLength={NOTEPAD_COMMENT_MAX_LENGTH} />
        <SelectField<number>
          name="car"
          label="Автомобиль"
          placeholder="Не выбран"
          allowClear
          options={(cars ?? []).map((car) => ({ value: car.id, label: carLabel(car) }))}
          loading={cars === null}
          help={cars?.length === 0 ? 'В гараже нет автомобилей' : undefined}
        />
        <Alert className="notepad-warning" type="warning" showIcon title={notepadTexts.personalNotes} />
        <div className="notepad-actions">
          {record && (
            <Button danger onClick={() => void remove()} className="notepad-delete">
              Удалить
            </Button>
          )}
          <Button onClick={onClose}>Отмена</Button>
          <SubmitButton>Сохранить</SubmitButton>
        </div>
      </ShopForm>
    </Modal>
  );
}

function AmountField() {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<Values>();
  return (
    <FormField name="amount" label="Количество">
      {(control) => (
        <InputNumber<number>
          id={control.id}
          name="amount"
          min={0}
          max={NOTEPAD_AMOUNT_MAX}
          precision={0}
          value={values.amount}
          onChange={(value) => void setFieldValue('amount', value)}
          onBlur={() => void setFieldTouched('amount', true)}
        />
      )}
    </FormField>
  );
}

/** The user's cars for the select; null while loading; an unreadable garage is an empty one. */
function useGarage(): Vehicle[] | null {
  const [cars, setCars] = useState<Vehicle[] | null>(null);
  useEffect(() => {
    let active = true;
    carsApi.list().then(
      (items) => active && setCars(items),
      () => active && setCars([]),
    );
    return () => {
      active = false;
    };
  }, []);
  return cars;
}
