import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MailTopic } from '../db/schema-subscriptions.js';

/** What an unsubscribe link stops: a mail topic of the user, or one part watch. */
export type UnsubscribeTarget =
  { userId: number; kind: 'topic'; topic: MailTopic } | { userId: number; kind: 'watch'; watchId: number };

const topics: readonly MailTopic[] = ['orderStatus', 'promotions', 'news'];

export interface UnsubscribeTokens {
  sign(target: UnsubscribeTarget): string;
  /** The target of an intact token; null for a tampered, foreign or malformed one. */
  read(token: string): UnsubscribeTarget | null;
}

const encode = (target: UnsubscribeTarget): string =>
  target.kind === 'topic' ? `${target.userId}.t.${target.topic}` : `${target.userId}.w.${target.watchId}`;

function decode(payload: string): UnsubscribeTarget | null {
  const match = /^([1-9]\d{0,9})\.(t|w)\.([A-Za-z0-9]{1,20})$/.exec(payload);
  if (!match) return null;
  const [, user = '', kind, value = ''] = match;
  const userId = Number(user);
  if (kind === 't') {
    const topic = topics.find((known) => known === value);
    return topic ? { userId, kind: 'topic', topic } : null;
  }
  return /^[1-9]\d{0,9}$/.test(value) ? { userId, kind: 'watch', watchId: Number(value) } : null;
}

/**
 * Links that unsubscribe without a login: `<payload>.<HMAC-SHA256>` (base64url) with a key derived from the
 * app secret for this purpose only, so no other signed value of the app passes for one.
 */
export function createUnsubscribeTokens(appSecret: string): UnsubscribeTokens {
  const key = createHmac('sha256', appSecret).update('shop:unsubscribe-links').digest();
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest();
  return {
    sign(target) {
      const payload = Buffer.from(encode(target)).toString('base64url');
      return `${payload}.${mac(payload).toString('base64url')}`;
    },
    read(token) {
      const [payload = '', signature = '', ...rest] = token.split('.');
      if (rest.length > 0 || payload === '' || !/^[A-Za-z0-9_-]{1,200}$/.test(signature)) return null;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return decode(Buffer.from(payload, 'base64url').toString('utf8'));
    },
  };
}
