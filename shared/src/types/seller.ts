/**
 * The seller's data (`GET /api/seller`): one record, edited in the back office, that the header, footer,
 * contacts, offices, invoices, mails and the offer's text all read.
 */
export interface SellerData {
  /** Full name as on documents: 'ООО «Автозапчасти Крым»'. */
  name: string;
  inn: string;
  kpp: string;
  /** ОГРН (13 digits) or ОГРНИП (15). */
  ogrn: string;
  legalAddress: string;
  /** The main office customers come to. */
  officeAddress: string;
  /** The shop's phone in the header, footer and on documents. */
  phone: string;
  /** The wholesale department's phone; '' when there is none. */
  wholesalePhone: string;
  email: string;
  /** The wholesale department's e-mail; '' when there is none. */
  wholesaleEmail: string;
  /** Opening hours of the main office as customers read them. */
  workTime: string;
  bankName: string;
  bik: string;
  correspondentAccount: string;
  settlementAccount: string;
}

/** The record as served: the data and when it last changed. */
export interface Seller extends SellerData {
  updatedAt: string;
}
