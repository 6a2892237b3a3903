import { topupsApi } from './topupsApi';

export type InvoiceFormat = 'html' | 'pdf';

/** Saves a top-up's invoice as an HTML file or a PDF. */
export async function downloadTopupInvoice(id: number, format: InvoiceFormat): Promise<void> {
  const blob = await (format === 'pdf' ? topupsApi.invoicePdf(id) : topupsApi.invoice(id));
  const type = format === 'pdf' ? 'application/pdf' : 'text/html';
  const url = URL.createObjectURL(blob.type ? blob : new Blob([blob], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `Счёт на пополнение баланса № П-${id}.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  // Long enough for the browser to save the file.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
