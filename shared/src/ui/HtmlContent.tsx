/** HTML from the API, which sanitises it before sending (api/src/content); styled as page text. */
export function HtmlContent({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={['html-content', className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
