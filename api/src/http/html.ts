/** Text put into HTML the API writes itself (mails, invoices, the sandbox bank's pages): markup-free. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** `Content-Disposition` of a download: an ASCII name for old clients and the Russian one (RFC 6266). */
export function attachment(asciiName: string, name: string): string {
  return `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
