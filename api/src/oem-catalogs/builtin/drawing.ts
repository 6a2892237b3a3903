import type { ImageMapArea } from '../types.js';

/** Size of the source drawing, pixels; image maps are in these pixels. */
export const DRAWING_WIDTH = 800;
export const DRAWING_HEIGHT = 560;
const TITLE = 48;
const RADIUS = 15;

interface Cell {
  x: number;
  y: number;
  width: number;
  height: number;
}

function cells(count: number): Cell[] {
  const columns = Math.min(3, Math.max(1, count));
  const rows = Math.max(1, Math.ceil(count / columns));
  const width = DRAWING_WIDTH / columns;
  const height = (DRAWING_HEIGHT - TITLE) / rows;
  return Array.from({ length: count }, (_, i) => ({
    x: (i % columns) * width,
    y: TITLE + Math.floor(i / columns) * height,
    width,
    height,
  }));
}

function calloutCenter(cell: Cell): { cx: number; cy: number } {
  return { cx: Math.round(cell.x + 30), cy: Math.round(cell.y + 28) };
}

/** Hotspots: the numbered circles of the drawing, in the order of the parts. */
export function imageMap(codes: readonly string[]): ImageMapArea[] {
  return cells(codes.length).map((cell, i) => {
    const { cx, cy } = calloutCenter(cell);
    return { code: codes[i] ?? '', x1: cx - RADIUS, y1: cy - RADIUS, x2: cx + RADIUS, y2: cy + RADIUS };
  });
}

const stroke = 'stroke="#37474f" stroke-width="3" fill="#eceff1"';

/** A recognisable outline of the part, drawn around (0, 0) within about ±70 px. */
function shape(name: string): string {
  const n = name.toLowerCase();
  if (n.includes('фильтр') && (n.includes('воздуш') || n.includes('салон')))
    return `<rect x="-70" y="-40" width="140" height="80" rx="6" ${stroke}/>${[-50, -30, -10, 10, 30, 50]
      .map((x) => `<line x1="${x}" y1="-36" x2="${x}" y2="36" stroke="#90a4ae" stroke-width="3"/>`)
      .join('')}`;
  if (n.includes('фильтр'))
    return `<rect x="-38" y="-45" width="76" height="95" rx="8" ${stroke}/><ellipse cx="0" cy="-45" rx="38" ry="12" ${stroke}/><circle cx="0" cy="-45" r="10" fill="#b0bec5"/>`;
  if (n.includes('колодк'))
    return `<path d="M-70 -10 Q0 -50 70 -10 L60 20 Q0 -15 -60 20 Z" ${stroke}/><path d="M-70 25 Q0 -15 70 25 L60 50 Q0 20 -60 50 Z" ${stroke}/>`;
  if (n.includes('диск') || n.includes('барабан'))
    return `<circle r="62" ${stroke}/><circle r="28" fill="#cfd8dc" stroke="#37474f" stroke-width="3"/>${[
      0, 72, 144, 216, 288,
    ]
      .map(
        (a) =>
          `<circle cx="${Math.round(16 * Math.cos((a * Math.PI) / 180))}" cy="${Math.round(16 * Math.sin((a * Math.PI) / 180))}" r="4" fill="#37474f"/>`,
      )
      .join('')}`;
  if (n.includes('суппорт'))
    return `<path d="M-55 -45 H40 Q60 -45 60 -25 V25 Q60 45 40 45 H-55 Z" ${stroke}/><circle cx="5" cy="0" r="22" fill="#cfd8dc" stroke="#37474f" stroke-width="3"/>`;
  if (n.includes('свеч'))
    return `<rect x="-8" y="-70" width="16" height="40" ${stroke}/><rect x="-20" y="-30" width="40" height="25" ${stroke}/><rect x="-12" y="-5" width="24" height="45" fill="#fff" stroke="#37474f" stroke-width="3"/><line x1="0" y1="40" x2="0" y2="62" stroke="#37474f" stroke-width="4"/>`;
  if (n.includes('катушк') || n.includes('модуль'))
    return `<rect x="-45" y="-55" width="90" height="40" rx="6" ${stroke}/><rect x="-16" y="-15" width="32" height="75" rx="6" ${stroke}/>`;
  if (n.includes('амортизатор'))
    return `<rect x="-14" y="-20" width="28" height="85" rx="4" ${stroke}/><line x1="0" y1="-70" x2="0" y2="-20" stroke="#37474f" stroke-width="6"/><polyline points="-26,-55 26,-45 -26,-35 26,-25 -26,-15 26,-5" fill="none" stroke="#d84315" stroke-width="4"/>`;
  if (n.includes('стабилизатор'))
    return `<line x1="-55" y1="-40" x2="55" y2="40" stroke="#37474f" stroke-width="8"/><circle cx="-55" cy="-40" r="14" ${stroke}/><circle cx="55" cy="40" r="14" ${stroke}/>`;
  if (n.includes('шаров'))
    return `<circle cx="0" cy="-25" r="28" ${stroke}/><rect x="-10" y="0" width="20" height="55" ${stroke}/><rect x="-40" y="30" width="80" height="14" rx="4" ${stroke}/>`;
  if (n.includes('подшипник') || n.includes('кольцо') || n.includes('шайба') || n.includes('прокладк'))
    return `<circle r="55" ${stroke}/><circle r="32" fill="#fff" stroke="#37474f" stroke-width="3"/>${[
      0, 45, 90, 135, 180, 225, 270, 315,
    ]
      .map(
        (a) =>
          `<circle cx="${Math.round(44 * Math.cos((a * Math.PI) / 180))}" cy="${Math.round(44 * Math.sin((a * Math.PI) / 180))}" r="6" fill="#90a4ae"/>`,
      )
      .join('')}`;
  if (n.includes('ремень') || n.includes('цепь'))
    return `<rect x="-75" y="-40" width="150" height="80" rx="40" fill="none" stroke="#37474f" stroke-width="9"${n.includes('цепь') ? ' stroke-dasharray="8 4"' : ''}/><circle cx="-35" cy="0" r="22" fill="#cfd8dc"/><circle cx="35" cy="0" r="22" fill="#cfd8dc"/>`;
  if (n.includes('ролик') || n.includes('натяжител'))
    return `<circle r="45" ${stroke}/><circle r="15" fill="#90a4ae"/><rect x="20" y="20" width="50" height="16" rx="6" ${stroke}/>`;
  if (n.includes('насос'))
    return `<circle r="50" ${stroke}/>${[0, 60, 120, 180, 240, 300]
      .map(
        (a) =>
          `<line x1="0" y1="0" x2="${Math.round(45 * Math.cos((a * Math.PI) / 180))}" y2="${Math.round(45 * Math.sin((a * Math.PI) / 180))}" stroke="#37474f" stroke-width="5"/>`,
      )
      .join('')}<circle r="12" fill="#37474f"/>`;
  if (n.includes('радиатор'))
    return `<rect x="-75" y="-50" width="150" height="100" ${stroke}/>${[-35, -15, 5, 25]
      .map((y) => `<line x1="-70" y1="${y}" x2="70" y2="${y}" stroke="#90a4ae" stroke-width="4"/>`)
      .join('')}`;
  if (n.includes('термостат'))
    return `<circle r="40" ${stroke}/><polyline points="-20,-25 20,-15 -20,-5 20,5 -20,15 20,25" fill="none" stroke="#d84315" stroke-width="4"/>`;
  if (n.includes('пробк'))
    return `<polygon points="-30,-52 30,-52 60,0 30,52 -30,52 -60,0" ${stroke}/><circle r="18" fill="#cfd8dc"/>`;
  return `<rect x="-60" y="-40" width="120" height="80" rx="12" ${stroke}/>`;
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The unit's drawing: each part's outline with a numbered callout (the hotspot) and a leader line to it. */
export function unitDrawing(
  title: string,
  parts: readonly { code: string; name: string }[],
  width: number | null,
): string {
  const size =
    width === null
      ? `width="${DRAWING_WIDTH}" height="${DRAWING_HEIGHT}"`
      : `width="${width}" height="${Math.round((width * DRAWING_HEIGHT) / DRAWING_WIDTH)}"`;
  const body = cells(parts.length)
    .map((cell, i) => {
      const part = parts[i] ?? { code: '', name: '' };
      const { cx, cy } = calloutCenter(cell);
      const px = Math.round(cell.x + cell.width / 2 + 10);
      const py = Math.round(cell.y + cell.height / 2 + 8);
      const scale = Math.min(1.6, (cell.height - 40) / 150, (cell.width - 40) / 170).toFixed(2);
      return [
        `<line x1="${cx}" y1="${cy}" x2="${px}" y2="${py}" stroke="#78909c" stroke-width="1.5" stroke-dasharray="4 3"/>`,
        `<g transform="translate(${px} ${py}) scale(${scale})">${shape(part.name)}</g>`,
        `<circle cx="${cx}" cy="${cy}" r="${RADIUS}" fill="#fff" stroke="#d84315" stroke-width="2.5"/>`,
        `<text x="${cx}" y="${cy + 5}" text-anchor="middle" font-size="15" font-weight="bold" fill="#d84315">${escape(part.code)}</text>`,
      ].join('');
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" ${size} viewBox="0 0 ${DRAWING_WIDTH} ${DRAWING_HEIGHT}" font-family="Arial, sans-serif">` +
    `<rect width="${DRAWING_WIDTH}" height="${DRAWING_HEIGHT}" fill="#fff"/>` +
    `<text x="20" y="32" font-size="20" fill="#263238">${escape(title)}</text>` +
    body +
    '</svg>'
  );
}
