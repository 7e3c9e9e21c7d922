import '../styles/navbar.css';
import { lazy, Suspense, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { BrandLogo } from '../components/BrandLogo';
import { MenuIcon } from '../components/icons';
import { MainNavLinks } from '../components/MainNavLinks';
import { SessionControls } from './SessionControls';
import { useMediaQuery, WIDER_THAN_TABLET_MEDIA_QUERY } from '../components/useMediaQuery';

// The menu is for phones and tablets and opens on demand: its code loads when first opened.
const MobileMenu = lazy(() => import('./MobileMenu').then((module) => ({ default: module.MobileMenu })));

/** The top bar of every page; on phones and tablets its links move into the mobile menu. */
export function Navbar() {
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on: any navigation closes it.
  const [menuOpenedOn, setMenuOpenedOn] = useState<string | null>(null);
  // Growing the window past the breakpoint closes it too, or the page would stay scroll-locked.
  const wideScreen = useMediaQuery(WIDER_THAN_TABLET_MEDIA_QUERY);
  const menuMustClose = menuOpenedOn !== null && (menuOpenedOn !== pathname || wideScreen);
  // Reset during render (not in an effect) so a later return to that page does not reopen it.
  if (menuMustClose) setMenuOpenedOn(null);
  const menuOpen = menuOpenedOn !== null && !menuMustClose;
  const menuId = useId();

  return (
    <header className="site-header">
      <nav className="navbar container" aria-label="Main">
        <Link to="/" className="navbar__brand">
          <BrandLogo />
        </Link>
        <MainNavLinks className="navbar__links" />
        <SessionControls className="navbar__session" />
        <button
          type="button"
          className="icon-button navbar__menu-button"
          aria-label="Open menu"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpenedOn(pathname)}
        >
          <MenuIcon />
        </button>
      </nav>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu id={menuId} onClose={() => setMenuOpenedOn(null)} />
        </Suspense>
      )}
    </header>
  );
}
