import { paymentsApi } from '../../api/orders';

/** Object URLs live a minute: long enough for the browser to save the file. */
const URL_LIFETIME = 60_000;

/** Saves a file the API answered (fetched with the session, so not a plain link). */
function saveFile(blob: Blob, type: string, fileName: string): void {
  const url = URL.createObjectURL(blob.type ? blob : new Blob([blob], { type }));
  setTimeout(() => URL.revokeObjectURL(url), URL_LIFETIME);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves the order's invoice as an HTML file. */
export async function downloadInvoice(orderId: number): Promise<void> {
  saveFile(await paymentsApi.invoice(orderId), 'text/html', `Счёт по заказу № ${orderId}.html`);
}

/** Saves the order's invoice as a PDF with the payment QR (the file accountants keep). */
export async function downloadInvoicePdf(orderId: number): Promise<void> {
  saveFile(await paymentsApi.invoicePdf(orderId), 'application/pdf', `Счёт по заказу № ${orderId}.pdf`);
}

/**
 * Prints the invoice from a hidden frame: a new window opened after the request would be taken for a
 * popup and blocked. The frame's document is the invoice's text (`srcdoc`), not a `blob:` URL, which the
 * shop's Content-Security-Policy does not let a frame load: a srcdoc document is the page's own and keeps
 * its policy: the invoice asked for is the copy without a script of its own, the page prints it.
 */
export async function printInvoice(orderId: number): Promise<void> {
  const html = await paymentsApi.invoiceHtml(orderId);
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
  frame.srcdoc = html;
  document.body.append(frame);
}
