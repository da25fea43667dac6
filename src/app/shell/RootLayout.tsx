import { Outlet, useLocation } from '@tanstack/react-router';
import { PopupHost } from '../../features/popups/PopupHost.tsx';
import { AnnouncementModal } from '../modal/AnnouncementModal.tsx';
import { OfflineBanner } from '../network/OfflineBanner.tsx';
import { PAGE_LOAD_TIMEOUT_MS, PAGE_LOADING_DELAY_MS } from '../router/lazyPage.ts';
import { TabBar } from '../tabs/TabBar.tsx';
import { isTabPath } from '../tabs/tabs.ts';
import { ToastHost } from '../toast/ToastHost.tsx';

/**
 * The centred app column. The tab bar shows on the four tab pages only; the
 * toast host and the announcement sit above every page. The lazy-page timings
 * are exposed as data attributes so browser tests can read what the app uses.
 */
export function RootLayout() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const tabPath = isTabPath(pathname) ? pathname : null;
  return (
    <div className="app-column" data-testid="app-root" data-page-loading-delay-ms={PAGE_LOADING_DELAY_MS} data-page-load-timeout-ms={PAGE_LOAD_TIMEOUT_MS}>
      <OfflineBanner />
      <main className={tabPath ? 'app-main app-main--with-tabs' : 'app-main'}>
        <Outlet />
      </main>
      {tabPath ? <TabBar activePath={tabPath} /> : null}
      <ToastHost />
      <AnnouncementModal />
      <PopupHost />
    </div>
  );
}
