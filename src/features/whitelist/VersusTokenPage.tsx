import './versusToken.css';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/usePageTitle';
import { BetaCountdownPanel } from './BetaCountdownPanel';
import { WhitelistSection } from './WhitelistSection';

/** /versus-token: what the token is (and is not), the beta countdown and the airdrop whitelist. */
export function VersusTokenPage() {
  usePageTitle('VERSUS Token');
  return (
    <article className="page container token">
      <header className="token__header">
        <h1>VERSUS Token</h1>
        <span className="badge badge-accent">Beta</span>
      </header>
      <p className="token__lead">
        The VERSUS token is planned as the utility token of the VERSUS platform: earned and used by players, inside the
        platform.
      </p>

      <section className="token__section" aria-labelledby="token-what-title">
        <h2 id="token-what-title">What the token is for</h2>
        <ul className="token__uses">
          <li>
            <strong>Rewards for skill:</strong> part of tournament prizes and season rewards paid in tokens.
          </li>
          <li>
            <strong>The shop:</strong> paying for cosmetic items, next to the stablecoin payments of the{' '}
            <Link to="/shop">shop</Link> today.
          </li>
          <li>
            <strong>A say in the community:</strong> votes on which games, formats and features come next.
          </li>
        </ul>
        <p>
          The token is in the beta phase like the platform: its design, supply and launch date are not final, and we will
          publish them before anything is issued. Tokens never buy an advantage in a match.
        </p>
      </section>

      <section className="token__section card token__disclaimer" aria-labelledby="token-disclaimer-title">
        <h2 id="token-disclaimer-title">No investment advice</h2>
        <p>
          Nothing on this page is an offer to buy or sell tokens, securities or other investments, nor investment, tax or
          legal advice. We do not promise that a token will be issued, that an airdrop will happen, or that a token will
          have any value. Read section 9 of our <Link to="/terms">Terms &amp; Conditions</Link>.
        </p>
      </section>

      <BetaCountdownPanel />
      <WhitelistSection />

      <p className="token__newsletter">
        Want to hear first when the token launches? <Link to="/newsletter">Subscribe to the newsletter</Link>.
      </p>
    </article>
  );
}
