import { StringDecoder } from 'node:string_decoder';

const ESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };
const escaped = /\\(.)/g;

function field(text: string): string | null {
  if (text === '\\N') return null;
  return text.includes('\\') ? text.replace(escaped, (_, char: string) => ESCAPES[char] ?? char) : text;
}

/**
 * Rows of PostgreSQL's `COPY … TO STDOUT` text format as the chunks arrive: a tab between fields, a line
 * feed after each row, `\N` for null, a backslash before a tab, line break or backslash in the data. A row
 * or a UTF-8 character split between chunks is kept until the next one.
 */
export class CopyTextRows {
  private readonly decoder = new StringDecoder('utf8');
  private rest = '';

  push(chunk: Buffer): (string | null)[][] {
    const text = this.rest + this.decoder.write(chunk);
    const end = text.lastIndexOf('\n');
    if (end < 0) {
      this.rest = text;
      return [];
    }
    this.rest = text.slice(end + 1);
    return text
      .slice(0, end)
      .split('\n')
      .map((line) => line.split('\t').map(field));
  }

  /** Throws when the stream ended inside a row. */
  end(): void {
    if (this.rest + this.decoder.end() !== '') throw new Error('COPY: данные оборвались посреди строки');
  }
}
