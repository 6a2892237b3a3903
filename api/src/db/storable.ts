/** PostgreSQL's text and jsonb hold no NUL and no lone surrogate; a hostile file's cells may (quoted in reasons). */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The text with each NUL and lone surrogate replaced by U+FFFD, so that text and jsonb columns take it. */
export function storable(text: string): string {
  return text.replaceAll('\u0000', '\ufffd').replace(loneSurrogate, '\ufffd');
}

/** Rejected rows of an import as jsonb text, their reasons storable. */
export function storableRows(rows: readonly { line: number; reason: string }[]): string {
  return JSON.stringify(rows.map((row) => ({ line: row.line, reason: storable(row.reason) })));
}
