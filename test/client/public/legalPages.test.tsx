import { screen, within } from '@testing-library/react';
import { DownloadsPage } from '../../../src/features/downloads/DownloadsPage';
import { FaqPage } from '../../../src/features/faq/FaqPage';
import { ImprintPage } from '../../../src/features/legal/ImprintPage';
import { PrivacyPage } from '../../../src/features/legal/PrivacyPage';
import { TermsPage } from '../../../src/features/legal/TermsPage';
import { renderApp, renderWithProviders } from '../render';

const IMPRINT = {
  company: 'VERSUS Esports GmbH',
  address: 'Spielstraße 7, 10999 Berlin, Germany',
  representative: 'Alex Example (Geschäftsführer)',
  email: 'legal@versus.example',
  phone: '+49 30 1234567',
  register: 'Amtsgericht Charlottenburg, HRB 123456 B',
  vatId: 'DE123456789',
};

describe('imprint', () => {
  test.each(['/imprint', '/impressum'])('%s shows the imprint of § 5 DDG with every configured field', async (route) => {
    renderApp({ route, config: { imprint: IMPRINT } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Imprint' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Information pursuant to § 5 DDG' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Responsible for the content pursuant to § 18 (2) MStV' })).toBeInTheDocument();

    const provider = screen.getByRole('region', { name: 'Information pursuant to § 5 DDG' });
    for (const value of [IMPRINT.company, IMPRINT.address, IMPRINT.representative, IMPRINT.register, IMPRINT.vatId]) {
      expect(within(provider).getByText(value)).toBeInTheDocument();
    }
    expect(within(provider).getByRole('link', { name: IMPRINT.email })).toHaveAttribute('href', `mailto:${IMPRINT.email}`);
    expect(within(provider).getByRole('link', { name: IMPRINT.phone })).toHaveAttribute('href', 'tel:+49301234567');
    expect(screen.getByText(/neither willing nor obliged to take part in dispute resolution/)).toBeInTheDocument();
    expect(screen.getByText(/§ 36 VSBG/)).toBeInTheDocument();
  });

  test('fields the operator left empty are left out, not shown blank', () => {
    renderWithProviders(<ImprintPage />, { config: { imprint: { ...IMPRINT, phone: '', register: '', vatId: '' } } });
    const provider = screen.getByRole('region', { name: 'Information pursuant to § 5 DDG' });
    expect(within(provider).queryByText('Phone')).not.toBeInTheDocument();
    expect(within(provider).queryByText('Register entry')).not.toBeInTheDocument();
    expect(within(provider).queryByText(/VAT ID/)).not.toBeInTheDocument();
    expect(within(provider).getByText('E-mail')).toBeInTheDocument();
  });

  test('without the provider settings it says the imprint is not configured, and shows no made-up provider', () => {
    const unset = { company: '', address: '', representative: '', email: '', phone: '', register: '', vatId: '' };
    renderWithProviders(<ImprintPage />, { config: { imprint: unset, supportEmail: 'help@versus.example' } });
    const provider = screen.getByRole('region', { name: 'Information pursuant to § 5 DDG' });
    expect(within(provider).getByRole('note')).toHaveTextContent(/The imprint is not configured yet/);
    expect(within(provider).getByRole('link', { name: 'help@versus.example' })).toHaveAttribute('href', 'mailto:help@versus.example');
    expect(within(provider).queryByText('Company')).not.toBeInTheDocument();
    expect(within(provider).queryByText('Address')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Responsible for the content pursuant to § 18 (2) MStV' })).not.toBeInTheDocument();
  });
});

describe('privacy policy', () => {
  test.each(['/privacy', '/privacy-policy'])('%s is the full GDPR policy', async (route) => {
    renderApp({ route, config: { imprint: IMPRINT } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    for (const heading of [
      '1. Who is responsible',
      '2. Overview and legal bases',
      '3. Hosting and server logs',
      '7. Newsletter (double opt-in)',
      '11. Cookies and local storage',
      '15. Your rights',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(screen.getAllByText(IMPRINT.company).length).toBeGreaterThan(0);
    expect(screen.getByText(/Art\. 6\(1\)\(a\) GDPR – consent/)).toBeInTheDocument();
    expect(screen.getByText(/Art\. 6\(1\)\(f\) GDPR – legitimate interests/)).toBeInTheDocument();
    expect(screen.getByText(/Right to object \(Art\. 21 GDPR\)/)).toBeInTheDocument();
  });

  test('names every local storage key the app uses', () => {
    renderWithProviders(<PrivacyPage />);
    const table = screen.getByRole('table', { name: 'Local storage entries used by VERSUS' });
    for (const key of ['token', 'user', 'cookieConsent', 'betaLaunchPopupSeen', 'versusClientId', 'versusRating:<game>']) {
      expect(within(table).getByRole('rowheader', { name: key })).toBeInTheDocument();
    }
  });

  test('describes analytics as consent-only when an analytics id is configured, and as absent otherwise', () => {
    const { unmount } = renderWithProviders(<PrivacyPage />, { config: { analyticsId: 'G-TEST123' } });
    expect(screen.getByText(/Only if you click "Accept All" in the cookie banner do we load Google Analytics/)).toBeInTheDocument();
    unmount();
    renderWithProviders(<PrivacyPage />, { config: { analyticsId: null } });
    expect(screen.getByText(/VERSUS currently uses no analytics service/)).toBeInTheDocument();
    expect(screen.getByText(/youtube-nocookie\.com/)).toBeInTheDocument();
  });
});

test('the terms cover tournaments, fair play, prizes, the shop, the token and German law', () => {
  renderWithProviders(<TermsPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeInTheDocument();
  for (const heading of [
    '3. Eligibility and age',
    '5. Tournaments',
    '6. Fair play and anti-cheat',
    '7. Prizes and taxes',
    '8. Shop, virtual items and crypto payments',
    '9. VERSUS token and airdrop whitelist',
    '10. Your content and conduct in chat',
    '13. Liability',
    '16. Governing law and jurisdiction',
  ]) {
    expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
  }
  expect(screen.getByText(/Registration and play happen through our messaging bot/)).toBeInTheDocument();
  expect(screen.getByText(/No investment offer/)).toBeInTheDocument();
  expect(screen.getByText(/we check payments manually, so an order stays/)).toBeInTheDocument();
});

describe('FAQ', () => {
  test('shows at least 12 questions, each answer hidden until its question is opened', () => {
    renderWithProviders(<FaqPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    const questions = screen.getAllByRole('button', { expanded: false });
    expect(questions.length).toBeGreaterThanOrEqual(12);
    expect(screen.queryByRole('region', { name: 'How do I pay for an item in the shop?' })).not.toBeInTheDocument();
  });

  test('a question opens and closes by keyboard', async () => {
    const { user } = renderWithProviders(<FaqPage />);
    const question = screen.getByRole('button', { name: 'How do I take part in a tournament?' });

    question.focus();
    await user.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: 'How do I take part in a tournament?' });
    expect(answer).toHaveTextContent(/messaging bot/);

    await user.keyboard(' ');
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'How do I take part in a tournament?' })).not.toBeInTheDocument();

    await user.tab();
    expect(screen.getByRole('button', { name: 'What does “Notify Me” do?' })).toHaveFocus();
  });

  test('support answers name the configured support address', async () => {
    const { user } = renderWithProviders(<FaqPage />, { config: { supportEmail: 'help@versus.example' } });
    await user.click(screen.getByRole('button', { name: 'How do I reach support?' }));
    expect(screen.getByRole('link', { name: 'help@versus.example' })).toHaveAttribute('href', 'mailto:help@versus.example');
  });
});

test('downloads offers every logo, the colours with hex values and the usage rules', () => {
  renderWithProviders(<DownloadsPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Downloads' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Logos' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Colours' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Usage rules' })).toBeInTheDocument();

  const download = screen.getByRole('link', { name: 'Download SVG – Logo for dark backgrounds' });
  expect(download).toHaveAttribute('href', '/brand/versus-logo-on-dark.svg');
  expect(download).toHaveAttribute('download');
  expect(screen.getByRole('link', { name: 'Download the brand guide (Markdown)' })).toHaveAttribute('href', '/brand/versus-brand-guide.md');
  expect(screen.getByRole('img', { name: 'VERSUS logo in colour with dark lettering' })).toBeInTheDocument();
  expect(screen.getByText('#7C3AED')).toBeInTheDocument();
  expect(screen.getByText('#0B0D17')).toBeInTheDocument();
});
