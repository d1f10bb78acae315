import type { ReactNode } from 'react';

interface PageContainerProps {
  heading: string;
  /** A line under the heading, e.g. My Orders' 'View your order history and invoices'. */
  subtitle?: string;
  children?: ReactNode;
  /** Narrow pages (policies, forms) read better at a shorter line length. */
  width?: 'wide' | 'narrow';
}

/** The frame every screen shares: one h1 per page, consistent margins. */
export function PageContainer({ heading, subtitle, children, width = 'wide' }: PageContainerProps) {
  return (
    <div className={`page page--${width}`}>
      <header className="page__header">
        <h1 className="page__heading">{heading}</h1>
        {subtitle ? <p className="page__subtitle">{subtitle}</p> : null}
      </header>
      {children}
    </div>
  );
}
