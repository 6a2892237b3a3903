import type { Mail } from '../mail/mailer.js';
import { escapeHtml } from '../http/html.js';

/** A mail of the subscriptions: greeting, paragraphs, a link to act on, the unsubscribe link last. */
function mail(
  to: string,
  subject: string,
  lines: string[],
  action: { text: string; url: string },
  unsubscribeUrl: string,
): Mail {
  const text = [
    'Здравствуйте!',
    '',
    ...lines,
    '',
    `${action.text}: ${action.url}`,
    '',
    `Отписаться от этих писем: ${unsubscribeUrl}`,
  ].join('\n');
  const html = [
    '<p>Здравствуйте!</p>',
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.text)}</a></p>`,
    `<p style="color:#666;font-size:12px">Не хотите получать такие письма? <a href="${escapeHtml(unsubscribeUrl)}">Отписаться</a></p>`,
  ].join('\n');
  return { to, subject, text, html };
}

export interface WatchedPart {
  brandName: string;
  number: string;
  name: string;
  url: string;
}

const partTitle = (part: WatchedPart) =>
  `${part.brandName} ${part.number}${part.name ? ` ${part.name}` : ''}`;

export function arrivalMail(to: string, part: WatchedPart, price: string, unsubscribeUrl: string): Mail {
  return mail(
    to,
    `Поступление: ${part.brandName} ${part.number}`,
    [
      `Запчасть «${partTitle(part)}», о поступлении которой вы просили сообщить, есть в наличии по цене от ${price}.`,
    ],
    { text: 'Посмотреть предложения', url: part.url },
    unsubscribeUrl,
  );
}

export function priceDropMail(
  to: string,
  part: WatchedPart,
  prices: { before: string; now: string },
  unsubscribeUrl: string,
): Mail {
  return mail(
    to,
    `Цена снизилась: ${part.brandName} ${part.number}`,
    [`Цена запчасти «${partTitle(part)}» снизилась: было ${prices.before}, теперь от ${prices.now}.`],
    { text: 'Посмотреть предложения', url: part.url },
    unsubscribeUrl,
  );
}

export function orderStatusMail(
  to: string,
  order: { id: number; statusName: string; reason: string; url: string },
  unsubscribeUrl: string,
): Mail {
  return mail(
    to,
    `Заказ № ${order.id}: ${order.statusName}`,
    [
      `Статус вашего заказа № ${order.id} изменился: «${order.statusName}».`,
      ...(order.reason ? [`Причина: ${order.reason}`] : []),
    ],
    { text: 'Открыть заказ', url: order.url },
    unsubscribeUrl,
  );
}
