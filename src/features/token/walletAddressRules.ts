/** The chains the whitelist accepts; the server checks the same rules and, for EVM, the EIP-55 checksum. */
export type WalletChain = 'evm' | 'solana';

export const WALLET_CHAIN_OPTIONS: ReadonlyArray<{ chain: WalletChain; label: string; hint: string }> = [
  {
    chain: 'evm',
    label: 'Ethereum / EVM',
    hint: '0x followed by 40 hexadecimal characters, all lower case or with its checksum (as your wallet shows it).',
  },
  {
    chain: 'solana',
    label: 'Solana',
    hint: 'Your public address: 32 to 44 base58 characters (no 0, O, I or l).',
  },
];

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

/** A message saying what is wrong with the address, or null when its shape fits the chain. */
export function walletAddressProblem(chain: WalletChain, address: string): string | null {
  if (address === '') return 'Please enter your wallet address.';
  if (chain === 'evm') {
    return EVM_ADDRESS.test(address) ? null : 'Enter a valid EVM address: 0x followed by 40 hexadecimal characters (0-9, a-f).';
  }
  return SOLANA_ADDRESS.test(address) ? null : 'Enter a valid Solana address: 32 to 44 base58 characters, without 0, O, I or l.';
}
