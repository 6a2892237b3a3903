import type { Offer } from '../types/index.js';
import { formatDuration } from '../format/duration.js';
import { formatMoney } from '../format/money.js';
import {
  orderAmountError,
  orderFormViolations,
  orderLineProblems,
  orderLineViolations,
  type OrderFormFacts,
  type OrderLineTerms,
} from './order.js';

const offer: Offer = {
  itemKey: 's1',
  vendor: { id: 1, name: 'Склад', isRemote: false },
  price: 1250,
  amount: 10,
  amountString: '10',
  minAmount: 1,
  multiplicityAmount: 1,
  deliveryTime: 48,
  isStock: true,
  refund: { isAllowed: true, percent: 0, conditions: '' },
  cartAmount: 0,
};

const line: OrderLineTerms = {
  amount: 2,
  price: 1250,
  deliveryTime: 48,
  refund: { isAllowed: true, percent: 0, conditions: '' },
};

describe('orderLineProblems', () => {
  it('no problems when the line matches its offer', () => {
    expect(orderLineProblems(line, offer)).toEqual([]);
    expect(orderLineProblems({ ...line, price: 1300, deliveryTime: 72 }, offer)).toEqual([]);
  });

  it("'Нет в наличии у поставщика' with 'Перезаказать' when the offer is gone or empty", () => {
    const gone = [
      {
        field: 'offer',
        message: 'Нет в наличии у поставщика',
        action: 'reorder',
        violation: 'Товар закончился у поставщика',
      },
    ];
    expect(orderLineProblems(line, null)).toEqual(gone);
    expect(orderLineProblems(line, { ...offer, amount: 0 })).toEqual(gone);
  });

  it('a price rise is accepted with the new price', () => {
    expect(orderLineProblems({ ...line, price: 1000 }, offer)).toEqual([
      { field: 'price', message: `Цена изменилась. Новая цена ${formatMoney(1250)}`, action: 'accept' },
    ]);
    expect(orderLineProblems({ ...line, price: 0 }, offer)).toEqual([
      { field: 'price', message: 'Цена изменилась, новая цена 1250 руб.', action: 'accept' },
    ]);
    expect(orderLineProblems(line, { ...offer, price: 0 })).toEqual([
      { field: 'price', message: 'Цена изменилась', action: 'reorder' },
    ]);
  });

  it('prices are compared in kopecks', () => {
    expect(orderLineProblems({ ...line, price: 0.1 + 0.2 }, { ...offer, price: 0.3 })).toEqual([]);
  });

  it('a longer delivery time', () => {
    expect(orderLineProblems({ ...line, deliveryTime: 24 }, offer)).toEqual([
      {
        field: 'deliveryTime',
        message: `Срок доставки изменился, новый срок ${formatDuration(48)}`,
        action: 'accept',
        violation: `Срок поставки изменился, новый срок ${formatDuration(48)}`,
      },
    ]);
  });

  it('worse refund terms', () => {
    const forbidden = { ...offer, refund: { isAllowed: false, percent: 0, conditions: '' } };
    expect(orderLineProblems(line, forbidden)).toEqual([
      { field: 'refund', message: 'Условия возврата изменились: Возврат запрещён.', action: 'accept' },
    ]);
    const deduction = { ...offer, refund: { isAllowed: true, percent: 15, conditions: '' } };
    expect(orderLineProblems(line, deduction)).toEqual([
      { field: 'refund', message: 'Удержание за возврат изменилось: 15%.', action: 'accept' },
    ]);
    const agreed = { ...line, refund: { isAllowed: false, percent: 20, conditions: '' } };
    expect(orderLineProblems(agreed, forbidden)).toEqual([]);
  });

  it('reports every field at once', () => {
    const problems = orderLineProblems({ amount: 11, price: 1, deliveryTime: 1, refund: line.refund }, offer);
    expect(problems.map((problem) => problem.field)).toEqual(['amount', 'price', 'deliveryTime']);
  });
});

describe('orderAmountError', () => {
  it('positive, minimum, maximum, multiple', () => {
    expect(orderAmountError(0, offer)).toBe('Кратность для заказа 0');
    expect(orderAmountError(-3, offer)).toBe('Кратность для заказа -3');
    expect(orderAmountError(2, { ...offer, minAmount: 4 })).toBe('Минимальное количество для заказа 4');
    expect(orderAmountError(11, offer)).toBe('Максимальное количество для заказа 10');
    expect(orderAmountError(3, { ...offer, multiplicityAmount: 2 })).toBe('Кратность заказа 2');
    expect(orderAmountError(1.5, offer)).toBe('Кратность заказа 1');
    expect(orderAmountError(1.0000001, offer)).toBe('Кратность заказа 1');
    expect(orderAmountError(4.0000001, { ...offer, multiplicityAmount: 2 })).toBe('Кратность заказа 2');
    expect(orderAmountError(4, { ...offer, multiplicityAmount: 2 })).toBeNull();
    expect(orderAmountError(Number.NaN, offer)).toBe('Кратность для заказа NaN');
  });
});

describe('orderFormViolations', () => {
  const facts: OrderFormFacts = {
    contract: { isForOrder: true, isOrderDeny: false },
    deliveryMethod: { isAddressRequired: true, isDeliveryRouteRequired: true },
    hasAddress: true,
    selectedCount: 1,
  };

  it('a valid form', () => {
    expect(orderFormViolations(facts)).toEqual([]);
    expect(orderFormViolations({ ...facts, hasPaymentMethod: true, hasSchedule: true })).toEqual([]);
  });

  it('the contract rules', () => {
    expect(orderFormViolations({ ...facts, contract: null })).toEqual([
      { propertyPath: 'contract', message: 'Договор не указан' },
    ]);
    expect(orderFormViolations({ ...facts, contract: { isForOrder: false, isOrderDeny: false } })).toEqual([
      { propertyPath: 'contract', message: 'Договор не предназначен для покупки' },
    ]);
    expect(orderFormViolations({ ...facts, contract: { isForOrder: true, isOrderDeny: true } })).toEqual([
      { propertyPath: 'contract', message: 'Операции запрещены по данному договору' },
    ]);
  });

  it('the address when the method needs one, the schedule when it needs a route', () => {
    expect(orderFormViolations({ ...facts, hasAddress: false, hasSchedule: false })).toEqual([
      { propertyPath: 'deliveryAddress', message: 'Адрес доставки не указан или не найден.' },
    ]);
    const pickup = { isAddressRequired: false, isDeliveryRouteRequired: false };
    expect(orderFormViolations({ ...facts, deliveryMethod: pickup, hasAddress: false })).toEqual([]);
    // Delivery goes to a house; a pickup does not ask for one.
    expect(orderFormViolations({ ...facts, addressNamesHouse: false })).toEqual([
      { propertyPath: 'deliveryAddress', message: 'Укажите номер дома: без него курьер не найдёт адрес' },
    ]);
    expect(orderFormViolations({ ...facts, deliveryMethod: pickup, addressNamesHouse: false })).toEqual([]);
    expect(orderFormViolations({ ...facts, hasSchedule: false })).toEqual([
      {
        propertyPath: 'deliverySchedule',
        message: 'Дата доставки не указана или недоступна для этого адреса',
      },
    ]);
  });

  it('payment and delivery methods, selected lines', () => {
    expect(
      orderFormViolations({ ...facts, deliveryMethod: null, hasPaymentMethod: false, selectedCount: 0 }),
    ).toEqual([
      { propertyPath: 'paymentMethod', message: 'Способ оплаты не указан' },
      { propertyPath: 'deliveryMethod', message: 'Способ доставки не указан' },
      { propertyPath: 'items', message: 'Не выбрано ни одного товара в корзине' },
    ]);
  });
});

describe('orderLineViolations', () => {
  it('names the fields as the API does', () => {
    expect(orderLineViolations(2, orderLineProblems(line, null))).toEqual([
      // The order's wording (SPEC §5), not the cart's warning (§8).
      { propertyPath: 'items.2.offer', message: 'Товар закончился у поставщика' },
    ]);
  });
});
