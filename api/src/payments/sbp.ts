import { randomInt } from 'node:crypto';

/**
 * SBP (Faster Payments System) payment links of the NSPK: `https://qr.nspk.ru/<id>?type=02&bank=<member>&
 * sum=<kopecks>&cur=RUB&crc=<CRC16>`; a banking app that scans the QR opens the payment. The acquiring bank
 * registers the link (T-Bank `GetQr`); the sandbox provider makes its own the same way.
 */

export const NSPK_HOST = 'https://qr.nspk.ru/';
/** T-Bank's member id in SBP. */
export const TBANK_SBP_MEMBER = '100000000004';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF) of the UTF-8 text, as 4 uppercase hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** A new id of a dynamic QR: 'AD' and 30 letters or digits, 32 characters as NSPK issues them. */
export function newSbpQrId(): string {
  let id = 'AD';
  while (id.length < 32) id += ID_ALPHABET.charAt(randomInt(ID_ALPHABET.length));
  return id;
}

/** A dynamic (`type=02`) link for one payment of `kopecks`; the CRC covers everything before `&crc=`. */
export function sbpLink(qrId: string, kopecks: number, bank = TBANK_SBP_MEMBER): string {
  const body = `${NSPK_HOST}${qrId}?type=02&bank=${bank}&sum=${kopecks}&cur=RUB`;
  return `${body}&crc=${crc16(body)}`;
}

export interface SbpLink {
  qrId: string;
  type: string;
  bank: string;
  /** Kopecks; null in a static link without a sum. */
  sum: number | null;
  currency: string | null;
}

/** Reads a link and checks its CRC; null when it is not an NSPK link or the CRC is wrong. */
export function parseSbpLink(link: string): SbpLink | null {
  const match = /^(https:\/\/qr\.nspk\.ru\/([A-Z0-9]{32})\?(.+))&crc=([0-9A-F]{4})$/.exec(link);
  if (!match) return null;
  const [, body = '', qrId = '', query = '', crc = ''] = match;
  if (crc16(body) !== crc) return null;
  const params = new URLSearchParams(query);
  const sum = params.get('sum');
  return {
    qrId,
    type: params.get('type') ?? '',
    bank: params.get('bank') ?? '',
    sum: sum !== null && /^\d+$/.test(sum) ? Number(sum) : null,
    currency: params.get('cur'),
  };
}
