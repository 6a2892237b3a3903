/**
 * What a contract that cannot take orders says (SPEC §6): in `orderMessages` of the checkout and in the
 * contract's restrictions of `format`, which the first paint loads without the other messages.
 */
export const contractOrderMessages = {
  contractNotForOrder: 'Договор не предназначен для покупки',
  contractOrderDenied: 'Операции запрещены по данному договору',
} as const;
