import { screen, within } from '@testing-library/react';
import { Footer } from '../../../src/components/Footer';
import { renderWithProviders } from '../render';

const config = {
  supportEmail: 'help@versus.test',
  social: { instagram: 'https://instagram.test/versus', x: 'https://x.test/versus', telegram: 'https://telegram.test/versus' },
};

function section(heading: string): HTMLElement {
  const element = screen.getByRole('heading', { name: heading }).parentElement;
  if (!element) throw new Error(`no section for ${heading}`);
  return element;
}

test('the footer has the sections Navigation, Brand, Legal & Support and Follow Us', () => {
  renderWithProviders(<Footer />, { config });
  const footer = screen.getByRole('contentinfo');
  expect(within(footer).getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
    'Navigation',
    'Brand',
    'Legal & Support',
    'Follow Us',
  ]);
});

test('Navigation links Home, Tournaments, Games, VERSUS Token and Shop; Brand links Downloads', () => {
  renderWithProviders(<Footer />, { config });
  const navigation = section('Navigation');
  for (const [name, href] of [
    ['Home', '/'],
    ['Tournaments', '/tournaments'],
    ['Games', '/games'],
    ['VERSUS Token', '/versus-token'],
    ['Shop', '/shop'],
  ]) {
    expect(within(navigation).getByRole('link', { name })).toHaveAttribute('href', href);
  }
  expect(within(section('Brand')).getByRole('link', { name: 'Downloads' })).toHaveAttribute('href', '/downloads');
});

test('Legal & Support links Imprint, Privacy Policy, Terms & Conditions, FAQ and the support mail address', () => {
  renderWithProviders(<Footer />, { config });
  const legal = section('Legal & Support');
  for (const [name, href] of [
    ['Imprint', '/imprint'],
    ['Privacy Policy', '/privacy'],
    ['Terms & Conditions', '/terms'],
    ['FAQ', '/faq'],
    ['help@versus.test', 'mailto:help@versus.test'],
  ]) {
    expect(within(legal).getByRole('link', { name })).toHaveAttribute('href', href);
  }
});

test('Follow Us links Instagram, X and Telegram in a new tab', () => {
  renderWithProviders(<Footer />, { config });
  const follow = section('Follow Us');
  for (const [name, href] of [
    [/^Instagram/, config.social.instagram],
    [/^X/, config.social.x],
    [/^Telegram/, config.social.telegram],
  ] as const) {
    const link = within(follow).getByRole('link', { name });
    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName(expect.stringContaining('opens in a new tab'));
  }
});

test('the footer shows the current year', () => {
  renderWithProviders(<Footer />, { config });
  expect(screen.getByText(`© ${new Date().getFullYear()} VERSUS. All rights reserved.`)).toBeInTheDocument();
});
