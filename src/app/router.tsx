import { type ComponentType, lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { GuestOnly } from './GuestOnly';
import { Layout } from './Layout';
import { RequireRole } from './RequireRole';

/**
 * Every page is its own chunk, loaded when its route is first visited; the layout's
 * Suspense shows Loading... meanwhile. Routes are declarative (useRoutes): the data router would
 * add about 17 KB gzip to the first page for loaders and actions this app does not use.
 */
function lazyPage(load: () => Promise<ComponentType>): Pick<RouteObject, 'element'> {
  const Page = lazy(async () => ({ default: await load() }));
  return { element: <Page /> };
}

const backoffice = lazyPage(() => import('./backoffice/BackofficePage').then((m) => m.BackofficePage));

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, ...lazyPage(() => import('../features/home/HomePage').then((m) => m.HomePage)) },
      { path: 'tournaments', ...lazyPage(() => import('../features/tournaments/TournamentsPage').then((m) => m.TournamentsPage)) },
      { path: 'tournaments/old/:tournamentId', ...lazyPage(() => import('./PastTournamentPageWithBracket').then((m) => m.PastTournamentPageWithBracket)) },
      { path: 'tournaments/:tournamentId', ...lazyPage(() => import('./TournamentPageWithBracket').then((m) => m.TournamentPageWithBracket)) },
      { path: 'shop', ...lazyPage(() => import('../features/shop/ShopPage').then((m) => m.ShopPage)) },
      { path: 'versus-token', ...lazyPage(() => import('../features/whitelist/VersusTokenPage').then((m) => m.VersusTokenPage)) },
      {
        element: <GuestOnly />,
        children: [
          { path: 'login', ...lazyPage(() => import('../features/account/LoginPage').then((m) => m.LoginPage)) },
          { path: 'register', ...lazyPage(() => import('../features/account/RegisterPage').then((m) => m.RegisterPage)) },
        ],
      },
      { path: 'forgot-password', ...lazyPage(() => import('../features/account/ForgotPasswordPage').then((m) => m.ForgotPasswordPage)) },
      { path: 'reset-password', ...lazyPage(() => import('../features/account/ResetPasswordPage').then((m) => m.ResetPasswordPage)) },
      { path: 'verify-email/:token', ...lazyPage(() => import('../features/account/VerifyEmailPage').then((m) => m.VerifyEmailPage)) },
      { path: 'confirm-deletion', ...lazyPage(() => import('../features/account/ConfirmDeletionPage').then((m) => m.ConfirmDeletionPage)) },
      { path: 'confirm-deletion/:token', ...lazyPage(() => import('../features/account/ConfirmDeletionPage').then((m) => m.ConfirmDeletionPage)) },
      { path: 'unlock-two-factor', ...lazyPage(() => import('../features/account/UnlockTwoFactorPage').then((m) => m.UnlockTwoFactorPage)) },
      { path: 'newsletter', ...lazyPage(() => import('../features/newsletter/NewsletterPage').then((m) => m.NewsletterPage)) },
      { path: 'newsletter/unsubscribe', ...lazyPage(() => import('../features/newsletter/NewsletterUnsubscribePage').then((m) => m.NewsletterUnsubscribePage)) },
      { path: 'profile/:username', ...lazyPage(() => import('../features/profile/ProfilePage').then((m) => m.ProfilePage)) },
      { path: 'games', ...lazyPage(() => import('../features/games/GamesPage').then((m) => m.GamesPage)) },
      { path: 'games/:slug', ...lazyPage(() => import('./GamePageWithTournaments').then((m) => m.GamePageWithTournaments)) },
      { path: 'downloads', ...lazyPage(() => import('../features/downloads/DownloadsPage').then((m) => m.DownloadsPage)) },
      { path: 'imprint', ...lazyPage(() => import('../features/legal/ImprintPage').then((m) => m.ImprintPage)) },
      { path: 'impressum', ...lazyPage(() => import('../features/legal/ImprintPage').then((m) => m.ImprintPage)) },
      { path: 'privacy', ...lazyPage(() => import('../features/legal/PrivacyPage').then((m) => m.PrivacyPage)) },
      { path: 'privacy-policy', ...lazyPage(() => import('../features/legal/PrivacyPage').then((m) => m.PrivacyPage)) },
      { path: 'terms', ...lazyPage(() => import('../features/legal/TermsPage').then((m) => m.TermsPage)) },
      { path: 'faq', ...lazyPage(() => import('../features/faq/FaqPage').then((m) => m.FaqPage)) },
      { path: 'oauth-success', ...lazyPage(() => import('../features/account/OAuthSuccessPage').then((m) => m.OAuthSuccessPage)) },
      { path: 'admin-login', ...lazyPage(() => import('../features/account/AdminLoginPage').then((m) => m.AdminLoginPage)) },
      { path: 'backoffice-login', ...lazyPage(() => import('../features/account/AdminLoginPage').then((m) => m.AdminLoginPage)) },
      {
        element: <RequireRole />,
        children: [
          { path: 'account', ...lazyPage(() => import('../features/account/AccountPage').then((m) => m.AccountPage)) },
          { path: 'complete-profile', ...lazyPage(() => import('../features/account/CompleteProfilePage').then((m) => m.CompleteProfilePage)) },
        ],
      },
      {
        element: <RequireRole roles={['admin', 'master']} />,
        children: [
          { path: 'early-access', ...lazyPage(() => import('../features/admin/EarlyAccessPage').then((m) => m.EarlyAccessPage)) },
          { path: 'early-access/success', ...lazyPage(() => import('../features/admin/EarlyAccessSuccessPage').then((m) => m.EarlyAccessSuccessPage)) },
          { path: 'admin', ...backoffice },
          { path: 'versusbackoffice', ...backoffice },
          { path: 'versusbackoffice/*', ...backoffice },
        ],
      },
      {
        element: <RequireRole roles={['admin']} />,
        children: [
          { path: 'admin-dashboard', ...lazyPage(() => import('../features/admin/AdminDashboardPage').then((m) => m.AdminDashboardPage)) },
        ],
      },
      { path: '*', ...lazyPage(() => import('../components/NotFoundPage').then((m) => m.NotFoundPage)) },
    ],
  },
];

/** The page for the current URL, inside the layout; rendered under a BrowserRouter (or a MemoryRouter in tests). */
export function AppRoutes() {
  return useRoutes(routes);
}
