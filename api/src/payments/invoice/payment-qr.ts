import Big from 'big.js';
import type { SellerData } from '@shop/shared';

/** What a bank transfer pays: the seller's requisites, the sum and the payment's purpose. */
export interface TransferDetails {
  seller: SellerData;
  /** Roubles, e.g. `'1435.00'`. */
  sum: Big;
  purpose: string;
}

/** A value may not carry the field separator of the format; line breaks become spaces too. */
function field(value: string): string {
  return value.replace(/[|\r\n]+/g, ' ').trim();
}

/**
 * The payment QR of ГОСТ Р 56042-2014 as banking apps read it: `ST00012` (UTF-8) and the fields `Name`,
 * `PersonalAcc`, `BankName`, `BIC`, `CorrespAcc` (required), `PayeeINN`, `KPP`, `Sum` in kopecks and
 * `Purpose`. KPP is left out for a seller without one (an entrepreneur).
 */
export function paymentQrPayload({ seller, sum, purpose }: TransferDetails): string {
  const kopecks = sum.times(100).round(0, Big.roundHalfUp).toFixed(0);
  const fields: [string, string][] = [
    ['Name', seller.name],
    ['PersonalAcc', seller.settlementAccount],
    ['BankName', seller.bankName],
    ['BIC', seller.bik],
    ['CorrespAcc', seller.correspondentAccount],
    ['PayeeINN', seller.inn],
    ['KPP', seller.kpp],
    ['Sum', kopecks],
    ['Purpose', purpose],
  ];
  return [
    'ST00012',
    ...fields.filter(([, value]) => value.trim() !== '').map(([name, value]) => `${name}=${field(value)}`),
  ].join('|');
}
