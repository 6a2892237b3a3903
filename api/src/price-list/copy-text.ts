const ESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };
const escaped = /\\(.)/g;
const LINE_FEED = 0x0a;

/**
 * Bytes of COPY text made into one string at a time. A string of 64 KB of text with Cyrillic in it takes
 * 128 KB, V8's large-object size: such strings, alive while their rows are written, were moved to the old
 * generation at every scavenge and piled up until a full collection (most of the xlsx download's RSS growth).
 */
export const COPY_PIECE_BYTES = 16 * 1024;

function field(text: string): string | null {
  if (text === '\\N') return null;
  return text.includes('\\') ? text.replace(escaped, (_, char: string) => ESCAPES[char] ?? char) : text;
}

/** The rows of a piece of whole lines (see {@link CopyTextRows}), each row its fields. */
export function rowsOfText(text: string): (string | null)[][] {
  return text.split('\n').map((line) => line.split('\t').map(field));
}

/**
 * PostgreSQL's `COPY … TO STDOUT` text format as the chunks arrive, cut into pieces of whole rows of about
 * {@link COPY_PIECE_BYTES} (a longer row is a piece of its own): a tab between fields, a line feed after each
 * row, `\N` for null, a backslash before a tab, line break or backslash in the data. Rows are cut at the
 * line feed's byte, which is never part of a UTF-8 character; what follows the last whole piece waits for the
 * next chunk.
 */
export class CopyTextRows {
  private waiting: Buffer[] = [];
  private waitingBytes = 0;

  constructor(private readonly pieceBytes = COPY_PIECE_BYTES) {}

  /** Pieces of text (without the last line feed) ready to be read by {@link rowsOfText}. */
  push(chunk: Buffer): string[] {
    this.waiting.push(chunk);
    this.waitingBytes += chunk.length;
    if (this.waitingBytes < this.pieceBytes) return [];
    const bytes = Buffer.concat(this.waiting, this.waitingBytes);
    const pieces: string[] = [];
    let start = 0;
    while (bytes.length - start >= this.pieceBytes) {
      let end = bytes.lastIndexOf(LINE_FEED, start + this.pieceBytes - 1);
      if (end < start) end = bytes.indexOf(LINE_FEED, start + this.pieceBytes);
      if (end < 0) break;
      pieces.push(bytes.toString('utf8', start, end));
      start = end + 1;
    }
    this.waiting = [bytes.subarray(start)];
    this.waitingBytes = bytes.length - start;
    return pieces;
  }

  /** The last piece; throws when the stream ended inside a row. */
  end(): string[] {
    const bytes = Buffer.concat(this.waiting, this.waitingBytes);
    this.waiting = [];
    this.waitingBytes = 0;
    if (bytes.length === 0) return [];
    if (bytes[bytes.length - 1] !== LINE_FEED) throw new Error('COPY: данные оборвались посреди строки');
    return [bytes.toString('utf8', 0, bytes.length - 1)];
  }
}
