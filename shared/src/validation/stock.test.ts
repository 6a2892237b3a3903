import { addQuantityLimits, canAddToCart, cartQuantityLimits } from './stock.js';

const office = 1;
const officeStock = { vendorId: office, isStock: true, amount: 3, cartAmount: 0 };
const otherStock = { vendorId: 2, isStock: true, amount: 5, cartAmount: 0 };

describe('canAddToCart (SPEC §6 stock rule)', () => {
  it('allows the office stock while the cart holds less than is available', () => {
    expect(canAddToCart(officeStock, office, officeStock)).toBe(true);
    const full = { ...officeStock, cartAmount: 3 };
    expect(canAddToCart(full, office, full)).toBe(false);
  });

  it('allows another warehouse only once the office stock is used up in the cart', () => {
    expect(canAddToCart(otherStock, office, officeStock)).toBe(false);
    expect(canAddToCart(otherStock, office, { ...officeStock, cartAmount: 3 })).toBe(true);
    expect(canAddToCart(otherStock, office, null)).toBe(true);
  });

  it('lets remote offers and users without an office add while stock is left', () => {
    const remote = { vendorId: 9, isStock: false, amount: 2, cartAmount: 1 };
    expect(canAddToCart(remote, office, officeStock)).toBe(true);
    expect(canAddToCart({ ...remote, cartAmount: 2 }, office, officeStock)).toBe(false);
    expect(canAddToCart(otherStock, null, officeStock)).toBe(true);
  });
});

describe('addQuantityLimits (SPEC §5)', () => {
  it('takes min from minAmount, max from stock minus cart, step from multiplicity', () => {
    expect(addQuantityLimits({ amount: 10, minAmount: 2, multiplicityAmount: 2, cartAmount: 4 })).toEqual({
      min: 2,
      max: 6,
      step: 2,
    });
    expect(addQuantityLimits({ amount: 1, cartAmount: 3 })).toEqual({ min: 0, max: 0, step: 1 });
  });
});

describe('cartQuantityLimits (SPEC §5)', () => {
  it('takes min from the multiple or the minimum, max from the stock, step from the multiple', () => {
    expect(cartQuantityLimits({ amount: 10, minAmount: 1, multiplicityAmount: 4 })).toEqual({
      min: 4,
      max: 10,
      step: 4,
    });
    expect(cartQuantityLimits({ amount: 7, minAmount: 5, multiplicityAmount: 1 })).toEqual({
      min: 5,
      max: 7,
      step: 1,
    });
    expect(cartQuantityLimits({ amount: -1 })).toEqual({ min: 0, max: 0, step: 1 });
  });

  it('leaves the maximum open while the offer is not known', () => {
    expect(cartQuantityLimits(null)).toEqual({ min: 0, max: Number.POSITIVE_INFINITY, step: 1 });
  });
});
