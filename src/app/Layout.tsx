import { Suspense, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ChatLauncherGate } from '../features/chat/ChatLauncherGate';
import { BetaLaunchPopupGate, CookieBannerGate } from '../features/uiFlags/LazyAnnouncements';
import { Footer } from '../components/Footer';
import { Navbar } from './Navbar';
import { useFocusOnNavigation } from '../components/useFocusOnNavigation';
import { useScrollRestoration } from '../components/useScrollRestoration';

/** The frame of every page: navbar, the page itself, footer and the site-wide overlays. */
export function Layout() {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useFocusOnNavigation(mainRef);
  useScrollRestoration();

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Navbar />
      <main id="main" ref={mainRef} tabIndex={-1}>
        <Suspense fallback={<p className="page-status">Loading...</p>}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <CookieBannerGate />
      <ChatLauncherGate />
      {/* The beta launch popup belongs to the home page. */}
      {pathname === '/' && <BetaLaunchPopupGate />}
    </>
  );
}
