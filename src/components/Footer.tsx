import '../styles/footer.css';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePublicConfig } from '../lib/publicConfig';
import { MAIN_NAV_ITEMS } from './mainNavItems';
import { InstagramIcon, TelegramIcon, XIcon } from './socialIcons';

const LEGAL_LINKS = [
  { to: '/imprint', label: 'Imprint' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms & Conditions' },
  { to: '/faq', label: 'FAQ' },
] as const;

function FooterSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="footer__section">
      <h2 className="footer__heading">{title}</h2>
      <ul className="footer__list">{children}</ul>
    </div>
  );
}

function currentYear(): number {
  return new Date().getFullYear();
}

/** The bottom of every page: navigation, brand, legal and support, social links. */
export function Footer() {
  const { supportEmail, social } = usePublicConfig();
  const socialLinks = [
    { href: social.instagram, label: 'Instagram', icon: <InstagramIcon /> },
    { href: social.x, label: 'X', icon: <XIcon /> },
    { href: social.telegram, label: 'Telegram', icon: <TelegramIcon /> },
  ];

  return (
    <footer className="site-footer">
      <div className="container footer__grid">
        <FooterSection title="Navigation">
          {MAIN_NAV_ITEMS.map(({ to, label }) => (
            <li key={to}>
              <Link to={to}>{label}</Link>
            </li>
          ))}
        </FooterSection>
        <FooterSection title="Brand">
          <li>
            <Link to="/downloads">Downloads</Link>
          </li>
        </FooterSection>
        <FooterSection title="Legal & Support">
          {LEGAL_LINKS.map(({ to, label }) => (
            <li key={to}>
              <Link to={to}>{label}</Link>
            </li>
          ))}
          <li>
            <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
          </li>
        </FooterSection>
        <FooterSection title="Follow Us">
          {socialLinks.map(({ href, label, icon }) => (
            <li key={label}>
              <a className="footer__social" href={href} target="_blank" rel="noopener noreferrer">
                {icon}
                {label}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </FooterSection>
      </div>
      <p className="container footer__copyright">© {currentYear()} VERSUS. All rights reserved.</p>
    </footer>
  );
}
