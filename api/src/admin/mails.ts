import type { Mail } from '../mail/mailer.js';
import { escapeHtml } from '../http/html.js';

/** A mail of plain paragraphs (the last one may be a link). */
function mail(to: string, subject: string, paragraphs: string[], link: string | null): Mail {
  const text = ['Здравствуйте!', '', ...paragraphs, ...(link ? ['', link] : [])].join('\n');
  const html = [
    '<p>Здравствуйте!</p>',
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`] : []),
  ].join('\n');
  return { to, subject, text, html };
}

export function refundDecisionMail(
  to: string,
  refund: { orderId: number; part: string; amount: number; accepted: boolean; reason: string },
  publicUrl: string,
): Mail {
  const subject = refund.accepted ? 'Заявка на возврат принята' : 'Заявка на возврат отклонена';
  const what = `${refund.part}, ${refund.amount} шт. по заказу № ${refund.orderId}`;
  return mail(
    to,
    subject,
    refund.accepted
      ? [`Ваша заявка на возврат (${what}) принята: сумма зачислена на договор.`]
      : [`Ваша заявка на возврат (${what}) отклонена.`, `Причина: ${refund.reason}`],
    `${publicUrl}/refunds`,
  );
}
