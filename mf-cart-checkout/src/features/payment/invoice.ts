import { paymentsApi } from '../../api/orders';

/** Object URLs live a minute: long enough for the browser to save or print the file. */
const URL_LIFETIME = 60_000;

async function invoiceUrl(orderId: number): Promise<string> {
  const blob = await paymentsApi.invoice(orderId);
  const html = blob.type ? blob : new Blob([blob], { type: 'text/html' });
  const url = URL.createObjectURL(html);
  setTimeout(() => URL.revokeObjectURL(url), URL_LIFETIME);
  return url;
}

/** Saves the order's invoice as an HTML file. */
export async function downloadInvoice(orderId: number): Promise<void> {
  const url = await invoiceUrl(orderId);
  const link = document.createElement('a');
  link.href = url;
  link.download = `Счёт по заказу № ${orderId}.html`;
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Prints the invoice from a hidden frame: a new window opened after the request would be taken for a
 * popup and blocked.
 */
export async function printInvoice(orderId: number): Promise<void> {
  const url = await invoiceUrl(orderId);
  document.querySelector('iframe.invoice-print-frame')?.remove();
  const frame = document.createElement('iframe');
  frame.className = 'invoice-print-frame';
  frame.title = `Счёт по заказу № ${orderId}`;
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText = 'position:fixed;width:0;height:0;border:0;visibility:hidden';
  frame.addEventListener('load', () => {
    frame.contentWindow?.focus();
    frame.contentWindow?.print();
  });
  frame.src = url;
  document.body.append(frame);
}
