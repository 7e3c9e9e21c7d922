import { Link } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { serverMessage } from '../../lib/serverMessage';
import { selectSessionStatus, selectToken } from '../session/sessionSlice';
import { useGetMyWhitelistEntryQuery, useGetWhitelistStatsQuery, useLeaveWhitelistMutation } from './whitelistApi';
import { WALLET_CHAIN_OPTIONS } from './walletAddressRules';
import { WhitelistForm } from './WhitelistForm';

function WhitelistCount() {
  const { data } = useGetWhitelistStatsQuery();
  if (!data) return null;
  if (data.count === 0) return <p className="token__count">No wallets on the whitelist yet: be the first to join.</p>;
  return (
    <p className="token__count">
      <strong>{data.count.toLocaleString('en-US')}</strong> {data.count === 1 ? 'wallet is' : 'wallets are'} on the whitelist so far.
    </p>
  );
}

function MyWhitelistEntry() {
  const { data, isLoading, isError } = useGetMyWhitelistEntryQuery();
  const [leave, { error: leaveError, isLoading: leaving }] = useLeaveWhitelistMutation();
  if (isLoading) return <p role="status">Checking your whitelist entry…</p>;
  if (isError || !data) return <p role="alert">Your whitelist entry could not be loaded. Please try again later.</p>;
  if (!data.entry) return <WhitelistForm />;

  const chainLabel = WALLET_CHAIN_OPTIONS.find((option) => option.chain === data.entry!.chain)?.label ?? data.entry.chain;
  return (
    <div className="card token__joined">
      <h3>You are on the whitelist</h3>
      <p>
        {chainLabel} wallet: <code className="token__address">{data.entry.walletAddress}</code>
      </p>
      <p>If an airdrop happens, we announce its conditions first and send tokens only to this address.</p>
      {leaveError !== undefined && <p className="token__error">{serverMessage(leaveError, 'Leaving failed. Please try again.')}</p>}
      <button type="button" className="btn btn-secondary btn-small" disabled={leaving} onClick={() => void leave()}>
        Leave the whitelist
      </button>
    </div>
  );
}

/** The airdrop whitelist: the public count, and for a logged-in user their entry or the form to join. */
export function WhitelistSection() {
  const status = useAppSelector(selectSessionStatus);
  const token = useAppSelector(selectToken);
  return (
    <section className="token__section" aria-labelledby="whitelist-title">
      <h2 id="whitelist-title">Airdrop whitelist</h2>
      <p>
        Join the whitelist with the wallet you want to receive VERSUS tokens in, should an airdrop take place. We accept
        <strong> Ethereum and EVM-compatible</strong> addresses and <strong>Solana</strong> addresses. One wallet per
        account; joining is free.
      </p>
      <WhitelistCount />
      {status === 'ready' &&
        (token ? (
          <MyWhitelistEntry />
        ) : (
          <p className="token__login">
            <Link className="btn btn-primary" to="/login">
              Log in to join
            </Link>{' '}
            or <Link to="/register">create an account</Link>.
          </p>
        ))}
    </section>
  );
}
