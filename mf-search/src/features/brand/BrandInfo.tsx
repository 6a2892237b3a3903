import { lazy, Suspense, useState } from 'react';
import { Button } from '@shop/shared/kit/button';
import type { Brand } from '@shop/shared';
import { BRAND_THUMB_SIZE } from '@shop/shared/cache';
import './brand.css';

// antd's modal (the overlays tier) loads when the popup is first opened, not with the part's header.
const Modal = lazy(() => import('@shop/shared/kit/overlays').then((module) => ({ default: module.Modal })));

/** The brand name as a button that opens the brand popup. */
export function BrandButton({ brand }: { brand: Brand }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="brand-button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        title="О производителе"
      >
        {brand.name}
      </button>
      {open && <BrandPopup brand={brand} onClose={() => setOpen(false)} />}
    </>
  );
}

/** A site given without a scheme ('mann-filter.de') still opens as a web address. */
function siteUrl(site: string): string {
  return /^https?:\/\//i.test(site) ? site : `https://${site}`;
}

/** Brand info popup (SPEC §2): name, country, site, 64×64 thumbnails, description and warranty. */
export function BrandPopup({ brand, onClose }: { brand: Brand; onClose: () => void }) {
  const warranty = [brand.warranty, brand.warrantyDescription].filter((text) => text.trim()).join('. ');
  return (
    <Suspense fallback={null}>
      <Modal open title={brand.name} onCancel={onClose} footer={<Button onClick={onClose}>Закрыть</Button>}>
        <dl className="brand-facts">
          <div>
            <dt>Страна</dt>
            <dd>{brand.country.trim() || 'Не указана'}</dd>
          </div>
          <div>
            <dt>Сайт</dt>
            <dd>
              {brand.site.trim() ? (
                <a href={siteUrl(brand.site.trim())} target="_blank" rel="noopener noreferrer">
                  {brand.site.trim().replace(/^https?:\/\//i, '')}
                </a>
              ) : (
                'Не указан'
              )}
            </dd>
          </div>
          {warranty && (
            <div>
              <dt>Гарантия</dt>
              <dd>{warranty}</dd>
            </div>
          )}
        </dl>
        {brand.thumbs.length > 0 && (
          <ul className="brand-thumbs">
            {brand.thumbs.map((thumb) => (
              <li key={thumb}>
                <img src={thumb} alt={brand.name} width={BRAND_THUMB_SIZE} height={BRAND_THUMB_SIZE} />
              </li>
            ))}
          </ul>
        )}
        {brand.description.trim() && <p className="brand-description">{brand.description}</p>}
      </Modal>
    </Suspense>
  );
}
