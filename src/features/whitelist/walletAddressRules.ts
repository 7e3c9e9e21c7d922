import { EVM_ADDRESS_SHAPE, SOLANA_ADDRESS_SHAPE, type WalletChain } from '../../../common/whitelist';

/** How the whitelist form names and explains each chain; the server checks the same shapes and, for EVM, the EIP-55 checksum. */
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

/** A message saying what is wrong with the address, or null when its shape fits the chain. */
export function walletAddressProblem(chain: WalletChain, address: string): string | null {
  if (address === '') return 'Please enter your wallet address.';
  if (chain === 'evm') {
    return EVM_ADDRESS_SHAPE.test(address) ? null : 'Enter a valid EVM address: 0x followed by 40 hexadecimal characters (0-9, a-f).';
  }
  return SOLANA_ADDRESS_SHAPE.test(address) ? null : 'Enter a valid Solana address: 32 to 44 base58 characters, without 0, O, I or l.';
}
