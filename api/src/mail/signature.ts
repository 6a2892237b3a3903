import type { SellerData } from '@shop/shared';
import type { Database } from '../db/connection.js';
import { getSeller, phoneLink } from '../seller/service.js';
import type { Mail, Mailer } from './mailer.js';
import { escapeHtml } from '../http/html.js';

/** The seller's name, phone and e-mail under a mail, as the back office's record has them now. */
export function signMail(mail: Mail, seller: Pick<SellerData, 'name' | 'phone' | 'email'>): Mail {
  const text = ['', '-- ', seller.name, `Телефон: ${seller.phone}`, `E-mail: ${seller.email}`].join('\n');
  const html = [
    '<p style="color:#666;font-size:12px">',
    `${escapeHtml(seller.name)}<br>`,
    `Телефон: <a href="tel:${escapeHtml(phoneLink(seller.phone))}">${escapeHtml(seller.phone)}</a><br>`,
    `E-mail: <a href="mailto:${escapeHtml(seller.email)}">${escapeHtml(seller.email)}</a>`,
    '</p>',
  ].join('');
  return { ...mail, text: `${mail.text}\n${text}`, html: `${mail.html}\n${html}` };
}

/**
 * Every mail the shop sends goes through here: it is signed with the seller's record read at the send (one
 * row by its key), so an admin's edit shows in the next mail and no template keeps a copy.
 */
export function signedBySeller(mailer: Mailer, db: Database): Mailer {
  return {
    kind: mailer.kind,
    send: async (mail) => mailer.send(signMail(mail, await getSeller(db))),
    close: () => mailer.close(),
  };
}
