/**
 * Demo pictures drawn here as SVG (no third-party photos): banners for slides, posts and promotions, a
 * certificate sheet, simple pictures of an oil canister, a filter and a brake pad for goods.
 */

const palette = {
  blue: '#1d4f91',
  red: '#c8102e',
  yellow: '#f2b705',
  grey: '#5b6770',
} as const;

export type Colour = keyof typeof palette;

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A wide banner: a gradient, a road of stripes, a title and a subtitle. */
export function banner(title: string, subtitle: string, colour: Colour, width = 1280, height = 400): string {
  const main = palette[colour];
  const stripes = Array.from({ length: 8 }, (_, i) => {
    const x = 60 + i * 160;
    return `<rect x="${x}" y="${height - 60}" width="90" height="12" rx="6" fill="#ffffff" opacity="0.5"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${main}"/><stop offset="1" stop-color="#0b1a2e"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="${width - 180}" cy="${height / 2 - 20}" r="${height / 3}" fill="#ffffff" opacity="0.08"/>
<circle cx="${width - 180}" cy="${height / 2 - 20}" r="${height / 5}" fill="none" stroke="#ffffff" stroke-width="18" opacity="0.25"/>
${stripes}
<text x="64" y="${height / 2 - 10}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${Math.round(height / 8)}" font-weight="700" fill="#ffffff">${escapeXml(title)}</text>
<text x="64" y="${height / 2 + 50}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${Math.round(height / 16)}" fill="#ffffff" opacity="0.9">${escapeXml(subtitle)}</text>
</svg>`;
}

/** A certificate sheet: a frame, a seal and the lines of a document. */
export function certificateSheet(title: string, issuer: string): string {
  const lines = Array.from(
    { length: 9 },
    (_, i) =>
      `<rect x="90" y="${330 + i * 38}" width="${i % 3 === 2 ? 380 : 620}" height="12" rx="6" fill="#c9d1d9"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1100" viewBox="0 0 800 1100">
<rect width="800" height="1100" fill="#fffdf6"/>
<rect x="30" y="30" width="740" height="1040" fill="none" stroke="${palette.blue}" stroke-width="10"/>
<rect x="50" y="50" width="700" height="1000" fill="none" stroke="${palette.yellow}" stroke-width="3"/>
<text x="400" y="170" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="54" font-weight="700" fill="${palette.blue}">СЕРТИФИКАТ</text>
<text x="400" y="240" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" fill="#222">${escapeXml(title)}</text>
${lines}
<circle cx="600" cy="880" r="90" fill="none" stroke="${palette.red}" stroke-width="8"/>
<text x="600" y="890" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="22" fill="${palette.red}">${escapeXml(issuer)}</text>
</svg>`;
}

export type GoodPicture = 'oil' | 'filter' | 'brake';

/** A simple product picture on a light background. */
export function goodPicture(kind: GoodPicture): string {
  const shapes: Record<GoodPicture, string> = {
    oil: `<path d="M170 140 h160 l40 50 v230 a20 20 0 0 1 -20 20 h-200 a20 20 0 0 1 -20 -20 v-240 z" fill="${palette.yellow}"/>
<rect x="250" y="100" width="70" height="45" rx="8" fill="${palette.grey}"/>
<rect x="175" y="240" width="190" height="120" rx="10" fill="#ffffff"/>
<text x="270" y="290" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" font-weight="700" fill="${palette.blue}">5W-30</text>
<text x="270" y="335" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="22" fill="#333">4 л</text>`,
    filter: `<ellipse cx="250" cy="130" rx="130" ry="40" fill="#d0d4d8"/>
<rect x="120" y="130" width="260" height="260" fill="${palette.blue}"/>
<ellipse cx="250" cy="390" rx="130" ry="40" fill="#16406f"/>
<ellipse cx="250" cy="130" rx="45" ry="14" fill="${palette.grey}"/>
<rect x="150" y="220" width="200" height="70" rx="6" fill="#ffffff"/>
<text x="250" y="266" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" font-weight="700" fill="${palette.red}">FILTER</text>`,
    brake: `<path d="M110 330 q140 -260 280 0 v60 h-280 z" fill="${palette.grey}"/>
<path d="M135 330 q115 -210 230 0 v40 h-230 z" fill="#2b2b2b"/>
<circle cx="170" cy="355" r="10" fill="#bbb"/><circle cx="330" cy="355" r="10" fill="#bbb"/>`,
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="500" viewBox="0 0 500 500">
<rect width="500" height="500" fill="#f4f6f8"/>
${shapes[kind]}
</svg>`;
}

/**
 * A one-page PDF with a heading and lines of text (latin only: the standard Helvetica font has no
 * Cyrillic). Offsets of the cross-reference table are counted, so readers open it without repair.
 */
export function simplePdf(lines: string[]): Buffer {
  const text = lines
    .map(
      (line, i) =>
        `BT /F1 ${i === 0 ? 20 : 12} Tf 72 ${760 - i * 28} Td (${line.replace(/[()\\]/g, '')}) Tj ET`,
    )
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A brand's badge: its name on a coloured plate (for the 64×64 thumbnails of the brand popup). */
export function brandBadge(name: string, colour: Colour): string {
  const size = Math.max(40, Math.min(110, Math.floor(900 / Math.max(4, name.length))));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
<rect width="512" height="512" rx="64" fill="${palette[colour]}"/>
<rect x="32" y="32" width="448" height="448" rx="40" fill="none" stroke="#ffffff" stroke-width="12" opacity="0.6"/>
<text x="256" y="${256 + size / 3}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="${size}" font-weight="700" fill="#ffffff">${escapeXml(name)}</text>
</svg>`;
}
