import type {
  CartItem,
  Contract,
  DeliveryAddress,
  DeliveryMethod,
  DeliveryRoute,
  Offer,
  PaymentMethod,
  User,
} from '@shop/shared';
import { makeUser as baseUser } from '@shop/shared/testing';

/** Cart lines, offers and checkout choices as the API sends them, for the cart and checkout tests. */

export const makeUser = (overrides: Partial<User> = {}): User =>
  baseUser({
    email: 'retail@example.com',
    office: { id: 1, name: 'Симферополь', vendor: { id: 1 } },
    ...overrides,
  });

export const officeStock = { id: 1, name: 'Склад Симферополь', isRemote: false };
export const remoteVendor = { id: 10, name: 'Автопартнёр', isRemote: true };

const plainRefund = { isAllowed: true, percent: 0, conditions: '' };

export function makeCartItem(id: number, overrides: Partial<CartItem> = {}): CartItem {
  return {
    id,
    good: { id: 100 + id, brand: { name: 'MANN-FILTER' }, number: `W 712/${id}`, images: [], thumbs: [] },
    name: 'Фильтр масляный',
    amount: 2,
    price: 850,
    reference: '',
    deliveryTime: 2,
    isStock: true,
    isSelected: true,
    offer: { itemKey: `key-${id}` },
    vendor: officeStock,
    refund: plainRefund,
    images: [],
    thumbs: [],
    ...overrides,
  };
}

/** The current offer matching a cart line as it was added. */
export function offerOf(item: CartItem, overrides: Partial<Offer> = {}): Offer {
  return {
    itemKey: item.offer?.itemKey ?? `key-${item.id}`,
    vendor: item.vendor,
    price: item.price,
    amount: 12,
    amountString: '12',
    minAmount: 1,
    multiplicityAmount: 1,
    deliveryTime: item.deliveryTime,
    isStock: item.isStock,
    refund: item.refund,
    cartAmount: item.amount,
    ...overrides,
  };
}

export function makeContract(id: number, overrides: Partial<Contract> = {}): Contract {
  return {
    id,
    name: `Договор ${id}`,
    number: `Д-${id}`,
    type: 'retail',
    balance: 0,
    creditLimit: 0,
    defermentPayment: 0,
    currency: 'RUB',
    overdueDebt: 0,
    isAccounting: false,
    isAllowQRPay: true,
    isCurrent: false,
    isForOrder: true,
    isOrderDeny: false,
    isOverdueCreditLimit: false,
    isOverdueDebt: false,
    isCashlessPayments: false,
    ...overrides,
  };
}

export function makePaymentMethod(id: number, overrides: Partial<PaymentMethod> = {}): PaymentMethod {
  return {
    id,
    name: `Способ ${id}`,
    message: '',
    provider: 'online',
    description: '',
    commission: 0,
    isDefault: false,
    isOnline: true,
    ...overrides,
  };
}

export const pickup: DeliveryMethod = {
  id: 1,
  name: 'Самовывоз',
  isAddressRequired: false,
  isUsePickPoints: false,
  isDeliveryRouteRequired: false,
  isDefault: false,
};

export const courier: DeliveryMethod = {
  id: 2,
  name: 'Доставка по адресу',
  isAddressRequired: true,
  isUsePickPoints: false,
  isDeliveryRouteRequired: true,
  isDefault: true,
};

export function makeAddress(id: number, address: string): DeliveryAddress {
  return { id, uid: `addr-${id}`, address, regionId: null, data: null, name: '' };
}

export const simferopolRoute: DeliveryRoute = {
  id: 1,
  name: 'Симферополь',
  schedule: [
    {
      id: 'r1-mon',
      dateTime: '2026-11-23T14:00:00+03:00',
      dateString: '23.11.2026',
      dayOfWeekString: 'понедельник',
      timeString: '14:00',
      isNearest: false,
      dayOfWeek: 1,
      time: '14:00',
      orderProcessingTime: 2,
    },
    {
      id: 'r1-wed',
      dateTime: '2026-11-25T14:00:00+03:00',
      dateString: '25.11.2026',
      dayOfWeekString: 'среда',
      timeString: '14:00',
      isNearest: true,
      dayOfWeek: 3,
      time: '14:00',
      orderProcessingTime: 2,
    },
  ],
};
