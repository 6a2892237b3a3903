import type {
  CartItem,
  CartLineOffer,
  Contract,
  DeliveryAddress,
  DeliveryMethod,
  DeliveryRoute,
  DeliveryTimetableRoute,
  PaymentMethod,
} from '@shop/shared';
import { addressesApi, cartApi, contractsApi } from '@shop/shared/api';
import { checkoutApi } from '../api/checkout';
import { useCartCount } from '@shop/shared/cart';
import { clearAddressSuggestions } from '@shop/shared/ui/address';
import { useCart } from '../features/cart/cartStore';
import { clearDeliveryRoutes } from '../features/checkout/deliveryRoutes';
import { makeContract, makePaymentMethod, pickup } from './checkoutFixtures';

/** What the mocked API answers for a cart page test (with `apiModuleMock`); everything has a plain default. */
export interface CartScene {
  items?: CartItem[];
  offers?: CartLineOffer[];
  contracts?: Contract[];
  /** Payment methods per contract id; the default for any contract otherwise. */
  paymentMethods?: Record<number, PaymentMethod[]>;
  deliveryMethods?: DeliveryMethod[];
  addresses?: DeliveryAddress[];
  routes?: DeliveryRoute[];
  timetable?: DeliveryTimetableRoute[];
}

export function givenCart(scene: CartScene = {}): void {
  const items = scene.items ?? [];
  jest.mocked(cartApi.load).mockResolvedValue({ items });
  jest.mocked(cartApi.offers).mockResolvedValue({ items: scene.offers ?? [] });
  jest.mocked(cartApi.lineOffer).mockImplementation(async (id) => ({
    id,
    offer: scene.offers?.find((line) => line.id === id)?.offer ?? null,
  }));
  jest.mocked(cartApi.remove).mockResolvedValue(undefined);
  jest.mocked(cartApi.update).mockImplementation(async (id, payload) => {
    const item = items.find((line) => line.id === id);
    if (!item) throw new Error(`no line ${id}`);
    return { ...item, ...payload } as CartItem;
  });
  const contracts = scene.contracts ?? [makeContract(1, { isCurrent: true })];
  jest.mocked(contractsApi.load).mockResolvedValue(contracts);
  jest
    .mocked(contractsApi.select)
    .mockImplementation(async (id) =>
      contracts.map((contract) => ({ ...contract, isCurrent: contract.id === id })),
    );
  jest
    .mocked(checkoutApi.paymentMethods)
    .mockImplementation(
      async (contract) => scene.paymentMethods?.[contract] ?? [makePaymentMethod(1, { isDefault: true })],
    );
  jest.mocked(checkoutApi.deliveryMethods).mockResolvedValue(scene.deliveryMethods ?? [pickup]);
  jest.mocked(checkoutApi.deliveryRoutes).mockResolvedValue({ routes: scene.routes ?? [] });
  jest.mocked(checkoutApi.timetable).mockResolvedValue(scene.timetable ?? []);
  jest.mocked(addressesApi.list).mockResolvedValue(scene.addresses ?? []);
  jest.mocked(addressesApi.suggest).mockResolvedValue([]);
}

/** A cart page as on a first visit: no lines kept, nothing cached, the badge at 0. */
export function resetCartPage(): void {
  useCart.getState().reset();
  clearAddressSuggestions();
  clearDeliveryRoutes();
  useCartCount.setState({ count: 0 });
}
