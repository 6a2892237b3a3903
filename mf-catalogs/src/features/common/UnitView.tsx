import { useState } from 'react';
import type { ImageMapArea } from '../../api/laximo';
import { PartsTable, type UnitPart } from './PartsTable';
import { UnitDrawing } from './UnitDrawing';

/** A unit's drawing and its parts table, sharing the highlighted callout (hovered, else clicked). */
export function UnitView({
  image,
  title,
  areas,
  parts,
}: {
  image: string;
  title: string;
  areas: ImageMapArea[];
  parts: UnitPart[];
}) {
  const [hovered, setHovered] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const active = hovered ?? selected;
  const select = (code: string) => setSelected((current) => (current === code ? null : code));
  return (
    <div className="unit-view">
      <UnitDrawing
        src={image}
        alt={`Схема: ${title}`}
        areas={areas}
        active={active}
        onHover={setHovered}
        onSelect={select}
      />
      <PartsTable parts={parts} active={active} selected={selected} onHover={setHovered} onSelect={select} />
    </div>
  );
}
