import type { ReactNode } from 'react';
import './page.css';

/** A page with the shop's font and heading sizes (`shop-page`); `className` adds the page's own styles. */
export function ShopPage({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={['shop-page', className].filter(Boolean).join(' ')}>{children}</div>;
}

/** Text only screen readers get, e.g. the title of a column of buttons. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="visually-hidden">{children}</span>;
}
