import { orderMessages, quantityMessages } from './messages.js';
import { quantityError } from './quantity.js';

describe('quantityError', () => {
  it("'Нет в наличии' when the stock is empty", () => {
    expect(quantityError(1, { amount: 0 })).toBe('Нет в наличии');
    expect(quantityError(1, { amount: -2 })).toBe('Нет в наличии');
  });

  it('above the stock', () => {
    expect(quantityError(6, { amount: 5 })).toBe('Доступное количество для заказа 5');
  });

  it('below the minimum (default 1)', () => {
    expect(quantityError(2, { amount: 10, minAmount: 4 })).toBe('Минимальное количество для заказа 4');
    expect(quantityError(0, { amount: 10 })).toBe('Минимальное количество для заказа 1');
  });

  it('not a multiple (default 1)', () => {
    expect(quantityError(5, { amount: 10, multiplicityAmount: 2 })).toBe('Кратность заказа 2');
    expect(quantityError(6, { amount: 10, multiplicityAmount: 2 })).toBeNull();
    expect(quantityError(3, { amount: 10, minAmount: null, multiplicityAmount: null })).toBeNull();
  });

  it('a fraction of a unit, however small, is no multiple', () => {
    expect(quantityError(1.0000001, { amount: 10 })).toBe('Кратность заказа 1');
    expect(quantityError(2.5, { amount: 10 })).toBe('Кратность заказа 1');
  });
});

describe('order messages', () => {
  it('builds the texts of SPEC §5', () => {
    expect(orderMessages.amountNotPositive(2)).toBe('Кратность для заказа 2');
    expect(orderMessages.minAmount(3)).toBe('Минимальное количество для заказа 3');
    expect(orderMessages.maxAmount(7)).toBe('Максимальное количество для заказа 7');
    expect(orderMessages.multiplicity(4)).toBe('Кратность заказа 4');
    expect(orderMessages.priceChangedTo(1250)).toBe('Цена изменилась, новая цена 1250 руб.');
    expect(orderMessages.priceChangedNew('1\u00a0250\u00a0₽')).toBe(
      'Цена изменилась. Новая цена 1\u00a0250\u00a0₽',
    );
    expect(orderMessages.refundPercentChanged(15)).toBe('Удержание за возврат изменилось: 15%.');
    expect(orderMessages.itemsWithErrors(5)).toBe('В заказе 5 товаров с ошибками');
    expect(orderMessages.itemsWithErrors(1)).toBe('В заказе 1 товар с ошибками');
    expect(orderMessages.itemsWithErrors(3)).toBe('В заказе 3 товара с ошибками');
    expect(quantityMessages.available(8)).toBe('Доступное количество для заказа 8');
  });
});
