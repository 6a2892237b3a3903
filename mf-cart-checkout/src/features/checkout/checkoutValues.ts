import type {
  AddressSuggestion,
  CartItem,
  Contract,
  DeliveryAddress,
  DeliveryMethod,
  DeliveryScheduleEntry,
  OrderPayload,
  PaymentMethod,
  User,
} from '@shop/shared';
import { displayName } from '@shop/shared/format';

/** `addressChoice` of an address typed in (with suggestions) rather than one of the saved addresses. */
export const NEW_ADDRESS = 'new';

/** The checkout form (SPEC §3 Order form); the address is a saved one or a typed one. */
export interface CheckoutValues {
  contract: number | null;
  paymentMethod: number | null;
  deliveryMethod: number | null;
  /** Uid of a saved address, `NEW_ADDRESS`, or null before a method that needs an address is chosen. */
  addressChoice: string | null;
  /** The typed address. */
  deliveryAddress: string;
  /** Set when the typed address was taken from a suggestion. */
  deliveryAddressData: AddressSuggestion['data'] | null;
  deliveryCustomerName: string;
  deliverySchedule: string | null;
  customerComment: string;
}

/** Checkout defaults of SPEC §4: the current contract allowed for orders, else the first allowed. */
export function defaultContract(contracts: readonly Contract[]): Contract | null {
  const forOrder = contracts.filter((contract) => contract.isForOrder);
  return (
    forOrder.find((contract) => contract.isCurrent) ??
    forOrder[0] ??
    // None is for orders: the current one still shows why ordering is refused.
    contracts.find((contract) => contract.isCurrent) ??
    contracts[0] ??
    null
  );
}

/** The default payment method, else the first. */
export const defaultPaymentMethod = (methods: readonly PaymentMethod[]): PaymentMethod | null =>
  methods.find((method) => method.isDefault) ?? methods[0] ?? null;

/** The default delivery method, else the first. */
export const defaultDeliveryMethod = (methods: readonly DeliveryMethod[]): DeliveryMethod | null =>
  methods.find((method) => method.isDefault) ?? methods[0] ?? null;

/** The nearest delivery date, else the first. */
export const defaultSchedule = (entries: readonly DeliveryScheduleEntry[]): DeliveryScheduleEntry | null =>
  entries.find((entry) => entry.isNearest) ?? entries[0] ?? null;

export function initialCheckoutValues(
  contracts: readonly Contract[],
  deliveryMethods: readonly DeliveryMethod[],
  user: User,
): CheckoutValues {
  return {
    contract: defaultContract(contracts)?.id ?? null,
    // Chosen once the contract's payment methods are known.
    paymentMethod: null,
    deliveryMethod: defaultDeliveryMethod(deliveryMethods)?.id ?? null,
    addressChoice: null,
    deliveryAddress: '',
    deliveryAddressData: null,
    deliveryCustomerName: displayName(user),
    deliverySchedule: null,
    customerComment: '',
  };
}

export interface ChosenAddress {
  text: string;
  saved: DeliveryAddress | null;
  /** A saved address, or a typed one found among the suggestions (SPEC §5: data or an id). */
  isKnown: boolean;
  /** The suggestion's data kept with it (the house among them), null for a text typed by hand. */
  data: Record<string, unknown> | null;
}

export function chosenAddress(values: CheckoutValues, addresses: readonly DeliveryAddress[]): ChosenAddress {
  if (values.addressChoice === NEW_ADDRESS) {
    const text = values.deliveryAddress.trim();
    const data = values.deliveryAddressData;
    return { text, saved: null, isKnown: text !== '' && data !== null, data };
  }
  const saved = addresses.find((address) => address.uid === values.addressChoice) ?? null;
  return { text: saved?.address ?? '', saved, isKnown: saved !== null, data: saved?.data ?? null };
}

/** The body of `POST /api/orders/create`: the selected lines as the customer agreed to them. */
export function orderPayload(
  values: CheckoutValues,
  items: readonly CartItem[],
  addresses: readonly DeliveryAddress[],
  method: DeliveryMethod | null,
): OrderPayload {
  const address = method?.isAddressRequired ? chosenAddress(values, addresses) : null;
  return {
    contract: values.contract,
    customerComment: values.customerComment.trim(),
    deliveryCustomerName: values.deliveryCustomerName.trim(),
    deliveryAddress: address?.text || null,
    deliveryAddressUid: address?.saved?.uid ?? null,
    deliveryMethod: values.deliveryMethod,
    deliverySchedule: method?.isDeliveryRouteRequired ? values.deliverySchedule : null,
    paymentMethod: values.paymentMethod,
    items: items
      .filter((item) => item.isSelected)
      .map((item) => ({
        id: item.id,
        isSelected: true,
        offer: item.offer,
        amount: item.amount,
        price: item.price,
        deliveryTime: item.deliveryTime,
        refund: item.refund,
      })),
  };
}
