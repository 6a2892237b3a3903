import { useId, useState, type ReactNode } from 'react';
import { Button, Input } from '@shop/shared/kit/essentials';
import { FilterOutlined } from '@shop/shared/kit/icons';
import { Dropdown } from '@shop/shared/kit/overlays';
import { Select } from '@shop/shared/kit/select';
import { DatePicker, ruPicker } from '@shop/shared/kit/dates';
import dayjs, { type Dayjs } from 'dayjs';
import { Formik } from 'formik';
import { orderStatusNames, type OrderStatus } from '@shop/shared';
import { FILTER_DROPDOWN_WIDTH } from '@shop/shared/cache';
import { DATE_FORMAT } from '@shop/shared/format';
import { activeConditions, emptyFilter, type OrdersFilterValues } from './ordersFilter';

const API_DATE = 'YYYY-MM-DD';

const statusOptions: { value: OrderStatus | ''; label: string }[] = [
  { value: '', label: 'Не выбрано' },
  ...Object.entries(orderStatusNames).map(([value, label]) => ({ value: value as OrderStatus, label })),
];

export interface OrdersFilterDropdownProps {
  /** The panel's heading, given by the page: 'Фильтр заказов'. */
  title: string;
  /** The filter applied now (from the address). */
  values: OrdersFilterValues;
  onApply: (values: OrdersFilterValues) => void;
}

/**
 * The orders filter of SPEC §2: a button opening a 550 px panel. 'Начать поиск' is enabled once the form
 * differs from the applied filter; 'Очистить фильтр' once there is something to clear (typed or applied).
 * Both apply their filter and close the panel.
 */
export function OrdersFilterDropdown({ title, values, onApply }: OrdersFilterDropdownProps) {
  const [open, setOpen] = useState(false);
  const count = activeConditions(values);
  const apply = (next: OrdersFilterValues) => {
    setOpen(false);
    onApply(next);
  };
  return (
    <Dropdown
      open={open}
      onOpenChange={setOpen}
      trigger={['click']}
      placement="bottomRight"
      destroyOnHidden
      popupRender={() => <FilterPanel title={title} values={values} hasApplied={count > 0} onApply={apply} />}
    >
      <Button icon={<FilterOutlined aria-hidden />} aria-haspopup="dialog" aria-expanded={open}>
        {count > 0 ? `Фильтр (${count})` : 'Фильтр'}
      </Button>
    </Dropdown>
  );
}

interface FilterPanelProps {
  title: string;
  values: OrdersFilterValues;
  hasApplied: boolean;
  onApply: (values: OrdersFilterValues) => void;
}

function FilterPanel({ title, values, hasApplied, onApply }: FilterPanelProps) {
  const id = useId().replace(/[^\w-]/g, '');
  return (
    <div
      className="orders-filter-panel"
      role="dialog"
      aria-labelledby={`${id}-title`}
      style={{ width: FILTER_DROPDOWN_WIDTH }}
    >
      <h2 id={`${id}-title`} className="orders-filter-title">
        {title}
      </h2>
      <Formik<OrdersFilterValues> initialValues={values} onSubmit={onApply}>
        {(formik) => (
          <form onSubmit={formik.handleSubmit} noValidate>
            <FilterRow label="Статус" htmlFor={`${id}-status`}>
              <Select<OrderStatus | ''>
                id={`${id}-status`}
                className="orders-filter-control"
                value={formik.values.status}
                options={statusOptions}
                onChange={(status) => void formik.setFieldValue('status', status)}
                getPopupContainer={(trigger: HTMLElement) => trigger.parentElement ?? document.body}
              />
            </FilterRow>
            <FilterRow label="Номер заказа или артикул" htmlFor={`${id}-query`}>
              <Input
                id={`${id}-query`}
                className="orders-filter-control"
                value={formik.values.query}
                onChange={(event) => void formik.setFieldValue('query', event.target.value)}
                allowClear
              />
            </FilterRow>
            <FilterRow label="Период" htmlFor={`${id}-from`}>
              <DatePicker.RangePicker
                id={{ start: `${id}-from`, end: `${id}-to` }}
                className="orders-filter-control"
                locale={ruPicker}
                format={DATE_FORMAT}
                placeholder={['С', 'По']}
                value={periodValue(formik.values)}
                onChange={(dates) => {
                  const [from, to] = dates ?? [];
                  void formik.setValues({
                    ...formik.values,
                    dateFrom: from && to ? from.format(API_DATE) : '',
                    dateTo: from && to ? to.format(API_DATE) : '',
                  });
                }}
                getPopupContainer={(trigger: HTMLElement) => trigger.parentElement ?? document.body}
              />
            </FilterRow>
            <div className="orders-filter-actions">
              <Button
                htmlType="button"
                disabled={!formik.dirty && !hasApplied}
                onClick={() => onApply(emptyFilter)}
              >
                Очистить фильтр
              </Button>
              <Button htmlType="submit" type="primary" danger disabled={!formik.dirty}>
                Начать поиск
              </Button>
            </div>
          </form>
        )}
      </Formik>
    </div>
  );
}

function periodValue(values: OrdersFilterValues): [Dayjs, Dayjs] | null {
  return values.dateFrom && values.dateTo ? [dayjs(values.dateFrom), dayjs(values.dateTo)] : null;
}

/** A row of the panel: the label takes 4 of 12 columns, the field 8 (SPEC §2). */
function FilterRow({ label, htmlFor, children }: { label: string; htmlFor: string; children: ReactNode }) {
  return (
    <div className="orders-filter-row">
      <label className="orders-filter-label" htmlFor={htmlFor}>
        {label}
      </label>
      <div className="orders-filter-field">{children}</div>
    </div>
  );
}
