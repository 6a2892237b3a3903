import type { ReactNode } from 'react';
import type { Good } from '@shop/shared';
import { partLink } from '@shop/shared/catalog';
import { Link } from '@shop/shared/router';
import { BrandButton } from '../brand/BrandInfo';
import { FavouriteButton } from '../favourites/FavouriteButton';
import { GoodImage } from '../gallery/GoodImage';
import './good.css';

export interface PartHeaderProps {
  good: Good;
  /** 1 for the part of the page, 3 for an analogue in its list. */
  level: 1 | 3;
  /** Under the name: links, marks. */
  children?: ReactNode;
}

/**
 * A part's header block: image (opens the gallery), brand (opens the brand popup), number and name. An
 * analogue's number links to its own search, where its offers and analogues are. Each part has its favourite
 * button (SPEC §4).
 */
export function PartHeader({ good, level, children }: PartHeaderProps) {
  const Heading = level === 1 ? 'h1' : 'h3';
  return (
    <header className={`part-header part-header-${level}`}>
      <GoodImage good={good} />
      <div className="part-header-text">
        <Heading className="part-title">
          <BrandButton brand={good.brand} />{' '}
          {level === 1 ? (
            <span className="part-number">{good.number}</span>
          ) : (
            <Link className="part-number" to={partLink(good.brand.name, good.number)}>
              {good.number}
            </Link>
          )}
          {good.isCross && <span className="cross-tag">Аналог</span>}
        </Heading>
        {good.name && <p className="part-name">{good.name}</p>}
        <FavouriteButton good={good} />
        {children}
      </div>
    </header>
  );
}
