import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from '@shop/shared/router';
import type { MenuLink } from './menus';

/**
 * A header menu: a button that opens a list of links, closed by Escape, an outside click or a page change.
 * Plain elements rather than antd's Dropdown keep the layout out of the first page's JS budget.
 */
export function MenuDropdown({
  label,
  links,
  testId,
}: {
  label: ReactNode;
  links: MenuLink[];
  testId: string;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const location = useLocation();

  useEffect(() => setOpen(false), [location]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="menu" ref={root}>
      <button
        type="button"
        className="menu-button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        data-testid={testId}
      >
        {label} <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <ul className="menu-list" id={menuId}>
          {links.map((link) => (
            <li key={link.to}>
              {link.external ? (
                <a href={link.to}>{link.label}</a>
              ) : (
                <Link to={link.to}>
                  {link.label}
                  {link.badge && ' '}
                  {link.badge && <span className="amount-badge">{link.badge}</span>}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
