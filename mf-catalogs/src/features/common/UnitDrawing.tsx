import { useState } from 'react';
import type { ImageMapArea } from '../../api/laximo';

export interface CalloutEvents {
  /** The callout or row under the pointer or focus, or null. */
  active: string | null;
  onHover: (code: string | null) => void;
  onSelect: (code: string) => void;
}

const percent = (value: number, of: number) => `${(value / of) * 100}%`;

/**
 * A unit's drawing with its numbered callouts as buttons over it. The image map is in pixels of the source
 * drawing; the buttons are placed in percent of its natural size, so they follow the image at any width.
 */
export function UnitDrawing({
  src,
  alt,
  areas,
  active,
  onHover,
  onSelect,
}: { src: string; alt: string; areas: ImageMapArea[] } & CalloutEvents) {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  return (
    <div className="unit-drawing">
      <img
        src={src}
        alt={alt}
        onLoad={(event) => {
          const { naturalWidth, naturalHeight } = event.currentTarget;
          if (naturalWidth > 0 && naturalHeight > 0) setSize({ width: naturalWidth, height: naturalHeight });
        }}
      />
      {size &&
        areas.map((area, index) => (
          <button
            key={`${area.code}-${index}`}
            type="button"
            className={area.code === active ? 'unit-callout unit-callout-active' : 'unit-callout'}
            style={{
              left: percent(area.x1, size.width),
              top: percent(area.y1, size.height),
              width: percent(area.x2 - area.x1, size.width),
              height: percent(area.y2 - area.y1, size.height),
            }}
            aria-label={`Позиция ${area.code} на схеме`}
            aria-pressed={area.code === active}
            onMouseEnter={() => onHover(area.code)}
            onMouseLeave={() => onHover(null)}
            onFocus={() => onHover(area.code)}
            onBlur={() => onHover(null)}
            onClick={() => onSelect(area.code)}
          />
        ))}
    </div>
  );
}
