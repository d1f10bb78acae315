import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface AppFrameProps {
  /** The site header, with the skip link before it; null on pages shown without one. */
  header: ReactNode | null;
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * The page's frame: the skip link and header, the main landmark, the footer. AppLayout fills it in the
 * app; the server draws it too for the pages it hydrates (src/app/shell/server-render.tsx), so both
 * give the same markup.
 */
export function AppFrame({ header, children, footer }: AppFrameProps) {
  const { t } = useTranslation();
  return (
    <div className="app-shell">
      {header ? (
        <>
          <a className="skip-link" href="#main">
            {t('app.skipToContent')}
          </a>
          {header}
        </>
      ) : null}
      <main id="main" tabIndex={-1} className={header ? 'app-main app-main--with-header' : 'app-main'}>
        {children}
      </main>
      {footer}
    </div>
  );
}
