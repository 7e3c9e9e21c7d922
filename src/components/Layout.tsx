import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';

/** The frame of every page: navbar, the page itself, footer and the site-wide overlays. */
export function Layout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<p className="page-status">Loading...</p>}>
          <Outlet />
        </Suspense>
      </main>
      <ScrollRestoration />
    </>
  );
}
