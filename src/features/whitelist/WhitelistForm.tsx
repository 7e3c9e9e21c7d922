import { type FormEvent, useId, useState } from 'react';
import type { WalletChain } from '../../../common/whitelist';
import { serverMessage } from '../../lib/serverMessage';
import { useJoinWhitelistMutation } from './whitelistApi';
import { WALLET_CHAIN_OPTIONS, walletAddressProblem } from './walletAddressRules';

export function WhitelistForm() {
  const [chain, setChain] = useState<WalletChain>('evm');
  const [address, setAddress] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [join, { error, isLoading }] = useJoinWhitelistMutation();
  const addressId = useId();
  const hintId = useId();
  const problemId = useId();
  const selected = WALLET_CHAIN_OPTIONS.find((option) => option.chain === chain)!;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const walletAddress = address.trim();
    const found = walletAddressProblem(chain, walletAddress);
    setProblem(found);
    if (!found) void join({ walletAddress, chain });
  };

  // The server names the field as body.walletAddress; the visitor only knows "this address".
  const refusal = error ? serverMessage(error, 'Joining the whitelist failed. Please try again later.').replace(/^body\.walletAddress /, 'This address ') : null;
  const message = problem ?? refusal;
  return (
    <form className="token__form" onSubmit={onSubmit} noValidate aria-label="Join the airdrop whitelist">
      <fieldset className="token__chains">
        <legend>Network</legend>
        {WALLET_CHAIN_OPTIONS.map((option) => (
          <label key={option.chain} className="token__chain">
            <input
              type="radio"
              name="chain"
              value={option.chain}
              checked={chain === option.chain}
              onChange={() => {
                setChain(option.chain);
                setProblem(null);
              }}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      <div className="token__field">
        <label htmlFor={addressId}>Wallet address</label>
        <input
          id={addressId}
          type="text"
          name="walletAddress"
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="off"
          maxLength={100}
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          aria-invalid={problem !== null}
          aria-describedby={message ? `${hintId} ${problemId}` : hintId}
        />
        <p id={hintId} className="token__hint">
          {selected.hint} Never enter your private key or seed phrase — we will never ask for it.
        </p>
        {message && (
          <p id={problemId} role="alert" className="token__error">
            {message}
          </p>
        )}
      </div>
      <button type="submit" className="btn btn-primary" disabled={isLoading}>
        {isLoading ? 'Joining…' : 'Join the whitelist'}
      </button>
    </form>
  );
}
