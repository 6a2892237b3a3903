import { createHmac, timingSafeEqual } from 'node:crypto';
import { HttpError } from '../errors/http-error.js';

/** What an `ssd` carries: the catalog, the wizard's choices so far and, once chosen, the vehicle. */
export interface SsdState {
  c: string;
  w: Record<string, string>;
  v?: number;
}

export const badSsdMessage = 'Неверный параметр ssd: начните выбор автомобиля заново';

export interface SsdCodec {
  sign(state: SsdState): string;
  /** '' is no choices; anything not signed by us → 400. */
  read(ssd: string, catalogCode: string): SsdState;
}

/** `base64url(JSON).base64url(HMAC-SHA256)`: opaque to the client, and a changed byte is refused. */
export function createSsdCodec(secret: string): SsdCodec {
  const key = createHmac('sha256', secret).update('oem-catalog-ssd').digest();
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest().subarray(0, 18);
  return {
    sign(state) {
      const payload = Buffer.from(JSON.stringify(state)).toString('base64url');
      return `${payload}.${mac(payload).toString('base64url')}`;
    },
    read(ssd, catalogCode) {
      if (ssd === '') return { c: catalogCode, w: {} };
      const [payload = '', signature = '', ...rest] = ssd.split('.');
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(payload);
      if (rest.length > 0 || given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new HttpError(400, badSsdMessage);
      }
      const state = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as SsdState;
      if (state.c !== catalogCode) throw new HttpError(400, badSsdMessage);
      return state;
    },
  };
}
