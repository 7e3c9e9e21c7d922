/** The site's main sections, in the order the navbar, mobile menu and footer list them. */
export const MAIN_NAV_ITEMS = [
  { to: '/', label: 'Home' },
  { to: '/tournaments', label: 'Tournaments' },
  { to: '/games', label: 'Games' },
  { to: '/versus-token', label: 'VERSUS Token' },
  { to: '/shop', label: 'Shop' },
] as const;
