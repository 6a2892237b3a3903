import { useEffect, useRef, useState } from 'react';
import { Input } from '@shop/shared/kit/essentials';
import { useFormikContext, type FormikErrors, type FormikHelpers } from 'formik';
import { object, string } from 'yup';
import type { CartItem, Contract, DeliveryAddress, DeliveryMethod, User } from '@shop/shared';
import { apiStatus } from '@shop/shared/api';
import { checkoutApi, newIdempotencyKey } from '../../api/checkout';
import { useNavigate } from '@shop/shared/router';
import { isWholesale } from '@shop/shared/session';
import { applyViolations, FormField, ShopForm, SubmitButton, TextField } from '@shop/shared/ui/form';
import { hasRefundRestrictions } from '@shop/shared/ui/offer-terms';
import { namesHouse, orderFormViolations, orderMessages, TEXT_MAX_LENGTH } from '@shop/shared/validation';
import { partTitle } from '../cart/cartLines';
import { CartSummary } from '../cart/CartSummary';
import { useCart } from '../cart/cartStore';
import { useLineViews } from '../cart/CartTable';
import {
  chosenAddress,
  initialCheckoutValues,
  NEW_ADDRESS,
  orderPayload,
  type CheckoutValues,
} from './checkoutValues';
import { ConfirmOrderModal } from './ConfirmOrderModal';
import { ContractField } from './ContractField';
import { cartReadyAt } from './cartReadiness';
import { DeliveryFields } from './DeliveryFields';
import { OrderErrors, OrderFailureAlert, type OrderFailure } from './OrderErrors';
import { payUrl, serverRefusal } from './orderFailure';
import { PaymentMethodField } from './PaymentMethodField';
import { useAddresses, useContracts, usePaymentMethods, type CheckoutData } from './useCheckoutData';

const schema = object({
  deliveryCustomerName: string().label('Получатель').trim().max(TEXT_MAX_LENGTH),
  customerComment: string().label('Комментарий к заказу').trim().max(TEXT_MAX_LENGTH),
});

const FIELDS = [
  'contract',
  'paymentMethod',
  'deliveryMethod',
  'addressChoice',
  'deliveryAddress',
  'deliverySchedule',
];

interface Facts {
  contracts: Contract[];
  methods: DeliveryMethod[];
  addresses: DeliveryAddress[];
  items: CartItem[];
}

/** The order form rules (SPEC §5) for the current values; the lines' own problems are listed apart. */
function checkoutViolations(values: CheckoutValues, facts: Facts) {
  const method = facts.methods.find((item) => item.id === values.deliveryMethod) ?? null;
  const address = chosenAddress(values, facts.addresses);
  const violations = orderFormViolations({
    contract: facts.contracts.find((item) => item.id === values.contract) ?? null,
    deliveryMethod: method,
    hasAddress: address.isKnown,
    addressNamesHouse: !address.isKnown || namesHouse(address.text, address.data),
    selectedCount: facts.items.filter((item) => item.isSelected).length,
  });
  return { method, address, violations };
}

function validateCheckout(values: CheckoutValues, facts: Facts): FormikErrors<CheckoutValues> {
  const { method, address, violations } = checkoutViolations(values, facts);
  const errors: FormikErrors<CheckoutValues> = {};
  for (const violation of violations) {
    if (violation.propertyPath === 'contract') errors.contract = violation.message;
    if (violation.propertyPath === 'deliveryAddress') {
      errors[values.addressChoice === NEW_ADDRESS ? 'deliveryAddress' : 'addressChoice'] = violation.message;
    }
  }
  if (values.paymentMethod === null) errors.paymentMethod = orderMessages.paymentMethodRequired;
  if (values.deliveryMethod === null) errors.deliveryMethod = orderMessages.deliveryMethodRequired;
  if (method?.isDeliveryRouteRequired && address.isKnown && !values.deliverySchedule) {
    errors.deliverySchedule = orderMessages.deliveryScheduleRequired;
  }
  return errors;
}

interface Confirmation {
  restricted: CartItem[];
  busy: boolean;
  resolve: (confirmed: boolean) => void;
}

/** The checkout under the cart (SPEC §2): contract, payment, delivery, recipient, comment, the order. */
export function CheckoutForm({ data, user }: { data: CheckoutData; user: User }) {
  const [contracts, setContracts] = useContracts(data.contracts);
  const { addresses, setAddresses, reload } = useAddresses(data.addresses);
  const items = useCart((state) => state.items);
  const flush = useCart((state) => state.flush);
  const recheck = useCart((state) => state.recheck);
  const removeOrdered = useCart((state) => state.removeOrdered);
  const navigate = useNavigate();
  const [failure, setFailure] = useState<OrderFailure | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  // One key per checkout attempt: a retry of the same order sends the same key and cannot order twice.
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const facts: Facts = { contracts, methods: data.deliveryMethods, addresses, items };
  const [initialValues] = useState(() => initialCheckoutValues(data.contracts, data.deliveryMethods, user));
  // Invalid until the first check has run, so that the button is not enabled for a moment on opening.
  const [initialErrors] = useState(() => validateCheckout(initialValues, facts));

  const confirmTerms = (restricted: CartItem[]) =>
    new Promise<boolean>((resolve) => setConfirmation({ restricted, busy: false, resolve }));

  const submit = async (values: CheckoutValues, helpers: FormikHelpers<CheckoutValues>) => {
    setFailure(null);
    const selected = useCart.getState().items.filter((item) => item.isSelected);
    const restricted = selected.filter((item) => hasRefundRestrictions(item.refund));
    if (!isWholesale(user) || restricted.length > 0) {
      const confirmed = await confirmTerms(restricted);
      if (!confirmed) {
        setConfirmation(null);
        return;
      }
      setConfirmation((current) => current && { ...current, busy: true });
    }
    await flush();
    const lines = useCart.getState().items;
    const method = data.deliveryMethods.find((item) => item.id === values.deliveryMethod) ?? null;
    const payload = orderPayload(values, lines, addresses, method);
    const body = JSON.stringify(payload);
    if (attempt.current?.body !== body) attempt.current = { body, key: newIdempotencyKey() };
    try {
      const order = await checkoutApi.createOrder(payload, attempt.current.key);
      attempt.current = null;
      navigate(payUrl(order.id));
      removeOrdered(payload.items.map((item) => item.id));
    } catch (error) {
      // A refusal ends the attempt; without an answer (network, 5xx) the next click retries it with the same key.
      const status = apiStatus(error);
      if (status !== undefined && status >= 400 && status < 500) attempt.current = null;
      const refusal = serverRefusal(error, payload, new Map(lines.map((item) => [item.id, partTitle(item)])));
      setFailure(refusal.failure);
      applyViolations(refusal.fieldViolations, helpers, {
        fields: FIELDS,
        mapPath: (path) =>
          path === 'deliveryAddress' && values.addressChoice !== NEW_ADDRESS ? 'addressChoice' : path,
      });
      if (refusal.linesRefused) void recheck();
    } finally {
      setConfirmation(null);
    }
  };

  return (
    <section className="checkout" aria-labelledby="checkout-title">
      <h2 id="checkout-title">Оформление заказа</h2>
      <ShopForm<CheckoutValues>
        initialValues={initialValues}
        initialErrors={initialErrors}
        schema={schema}
        validate={(values) => validateCheckout(values, facts)}
        // Fields set one another (contract → payment method, address → date): one check per render instead
        // of one per change, whose answers could arrive out of order.
        validateOnChange={false}
        validateOnBlur={false}
        onSubmit={submit}
        aria-label="Оформление заказа"
        className="checkout-form"
      >
        <CheckoutFields
          facts={facts}
          user={user}
          onContracts={setContracts}
          setAddresses={setAddresses}
          reloadAddresses={reload}
          failure={failure}
        />
      </ShopForm>
      {confirmation && (
        <ConfirmOrderModal
          restricted={confirmation.restricted}
          isWholesale={isWholesale(user)}
          busy={confirmation.busy}
          onConfirm={() => confirmation.resolve(true)}
          onCancel={() => confirmation.resolve(false)}
        />
      )}
    </section>
  );
}

interface CheckoutFieldsProps {
  facts: Facts;
  user: User;
  onContracts: (contracts: Contract[]) => void;
  setAddresses: ReturnType<typeof useAddresses>['setAddresses'];
  reloadAddresses: () => void;
  failure: OrderFailure | null;
}

function CheckoutFields({
  facts,
  user,
  onContracts,
  setAddresses,
  reloadAddresses,
  failure,
}: CheckoutFieldsProps) {
  const { values, errors, isSubmitting, isValidating, validateForm } = useFormikContext<CheckoutValues>();
  const payment = usePaymentMethods(values.contract);
  const lines = useLineViews();
  const commission = payment.methods.find((method) => method.id === values.paymentMethod)?.commission ?? 0;
  const { violations } = checkoutViolations(values, facts);
  const faulty = lines.filter((line) => line.problems.length > 0);
  const selectedCount = facts.items.filter((item) => item.isSelected).length;

  // The rules read more than the form's values: check again when the cart or the lists change too.
  const { contracts, addresses, methods } = facts;
  useEffect(() => {
    void validateForm();
  }, [values, contracts, addresses, methods, selectedCount, validateForm]);

  const messages = violations.map((violation) => violation.message);
  const invalid = Object.keys(errors).length > 0 || faulty.length > 0 || selectedCount === 0;

  return (
    <>
      <div className="checkout-grid">
        <ContractField contracts={contracts} onContracts={onContracts} />
        <PaymentMethodField payment={payment} />
        <DeliveryFields
          methods={methods}
          user={user}
          addresses={addresses}
          setAddresses={setAddresses}
          reload={reloadAddresses}
          readyAt={cartReadyAt(facts.items)}
        />
        <TextField name="deliveryCustomerName" label="Получатель" maxLength={TEXT_MAX_LENGTH} />
        <CommentField />
      </div>
      <CartSummary commission={commission} />
      <OrderErrors messages={messages} lines={faulty.map(({ item, problems }) => ({ item, problems }))} />
      <OrderFailureAlert failure={failure} />
      <div className="checkout-actions">
        <SubmitButton size="large" disabled={invalid || isValidating || isSubmitting}>
          Оформить заказ
        </SubmitButton>
      </div>
    </>
  );
}

function CommentField() {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<CheckoutValues>();
  return (
    <FormField name="customerComment" label="Комментарий к заказу" className="checkout-wide">
      {(control) => (
        <Input.TextArea
          id={control.id}
          rows={3}
          maxLength={TEXT_MAX_LENGTH}
          value={values.customerComment}
          onChange={(event) => void setFieldValue('customerComment', event.target.value)}
          onBlur={() => void setFieldTouched('customerComment', true)}
        />
      )}
    </FormField>
  );
}
