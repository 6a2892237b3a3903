// Reads back what the API's PDFs carry, as a bank's app or an accountant's viewer would: the text through
// the fonts' ToUnicode maps and the images as PNG files.
import assert from 'node:assert/strict';
import { crc32 } from 'node:zlib';
import jsqr from 'jsqr';
import { PNG } from 'pngjs';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
} from 'pdf-lib';

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

/** A ToUnicode CMap's glyph → text pairs (the `bfchar` and `bfrange` forms). */
function parseToUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const text = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code = '', value = ''] of (block[1] ?? '').matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi)) {
      map.set(parseInt(code, 16), text(value));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    const body = block[1] ?? '';
    for (const [, from = '', , values = ''] of body.matchAll(
      /<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi,
    )) {
      [...values.matchAll(/<([0-9a-f]+)>/gi)].forEach(([, value = ''], index) => {
        map.set(parseInt(from, 16) + index, text(value));
      });
    }
    const ranges = body.replace(/\[[^\]]*\]/g, '[]');
    for (const [, from = '', to = '', value = ''] of ranges.matchAll(
      /<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi,
    )) {
      const start = parseInt(value, 16);
      for (let code = parseInt(from, 16); code <= parseInt(to, 16); code += 1) {
        map.set(code, String.fromCodePoint(start + code - parseInt(from, 16)));
      }
    }
  }
  return map;
}

function streamBytes(document: PDFDocument, object: unknown): Uint8Array[] {
  const value = object instanceof PDFRef ? document.context.lookup(object) : object;
  if (value instanceof PDFRawStream) return [decodePDFRawStream(value).decode()];
  if (value instanceof PDFArray) return value.asArray().flatMap((item) => streamBytes(document, item));
  return [];
}

/** The text of every page, one shown string (`Tj`/`TJ`) a line; two-byte glyph codes (Identity-H). */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of document.getPages()) {
    const fonts = new Map<string, Map<number, string>>();
    const resources = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
    for (const [name, ref] of resources?.entries() ?? []) {
      const font = document.context.lookup(ref, PDFDict);
      const [cmap] = streamBytes(document, font.get(PDFName.of('ToUnicode')));
      if (cmap) fonts.set(name.asString().slice(1), parseToUnicode(latin1(cmap)));
    }
    const content = streamBytes(document, page.node.get(PDFName.of('Contents')))
      .map(latin1)
      .join('\n');
    let current = new Map<number, string>();
    for (const [, font, shown = ''] of content.matchAll(
      /\/(\S+)\s+[\d.]+\s+Tf|(\[[^\]]*\]\s*TJ|<[0-9a-f]*>\s*Tj)/gi,
    )) {
      if (font !== undefined) {
        current = fonts.get(font) ?? new Map();
        continue;
      }
      let line = '';
      for (const [, hex = ''] of shown.matchAll(/<([0-9a-f]*)>/gi)) {
        for (let i = 0; i + 4 <= hex.length; i += 4)
          line += current.get(parseInt(hex.slice(i, i + 4), 16)) ?? '';
      }
      lines.push(line);
    }
  }
  return lines.join('\n');
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * The PDF's greyscale and RGB images as PNG files: an image kept with PNG predictors (Flate, Predictor 15)
 * is the PNG's IDAT data as it was, so a header and the chunks around it make the file again.
 */
export async function pdfPngImages(bytes: Uint8Array): Promise<Buffer[]> {
  const document = await PDFDocument.load(bytes);
  const images: Buffer[] = [];
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const { dict } = object;
    if (dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    const parameters = dict.lookup(PDFName.of('DecodeParms'));
    const predictor = parameters instanceof PDFDict ? parameters.lookup(PDFName.of('Predictor')) : undefined;
    if (!(predictor instanceof PDFNumber) || predictor.asNumber() < 10) continue;
    const space = dict.get(PDFName.of('ColorSpace'));
    const header = Buffer.alloc(13);
    header.writeUInt32BE(dict.lookup(PDFName.of('Width'), PDFNumber).asNumber(), 0);
    header.writeUInt32BE(dict.lookup(PDFName.of('Height'), PDFNumber).asNumber(), 4);
    header.writeUInt8(dict.lookup(PDFName.of('BitsPerComponent'), PDFNumber).asNumber(), 8);
    header.writeUInt8(space === PDFName.of('DeviceGray') ? 0 : 2, 9);
    images.push(
      Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        chunk('IHDR', header),
        chunk('IDAT', Buffer.from(object.contents)),
        chunk('IEND', Buffer.alloc(0)),
      ]),
    );
  }
  return images;
}

/** The fields of every ST00012 QR in the PDF, read by a QR decoder from the embedded image. */
export async function pdfPaymentQrs(pdf: Buffer): Promise<Map<string, string>[]> {
  const found: Map<string, string>[] = [];
  for (const file of await pdfPngImages(pdf)) {
    const image = PNG.sync.read(file);
    // jsqr is CommonJS with `exports.default`: under NodeNext its function is the `default` of the module.
    const code = jsqr.default(new Uint8ClampedArray(image.data), image.width, image.height);
    if (!code) continue;
    const [format, ...fields] = code.data.split('|');
    assert.equal(format, 'ST00012', 'the UTF-8 form of the standard');
    found.push(
      new Map(
        fields.map((field) => [field.slice(0, field.indexOf('=')), field.slice(field.indexOf('=') + 1)]),
      ),
    );
  }
  return found;
}
