import { useId, type ReactNode } from 'react';
import './common.css';

/** The card of the login, registration and password pages: a title and the form, centred on wide screens. */
export function AuthCard({
  title,
  children,
  wide = false,
}: {
  title: string;
  children: ReactNode;
  wide?: boolean;
}) {
  const titleId = useId();
  return (
    <section className={wide ? 'auth-card auth-card-wide' : 'auth-card'} aria-labelledby={titleId}>
      <h1 id={titleId} className="auth-card-title">
        {title}
      </h1>
      {children}
    </section>
  );
}
