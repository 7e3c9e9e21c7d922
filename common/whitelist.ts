/** The chains the airdrop whitelist accepts: Ethereum and EVM networks (one address format), and Solana. */
export const WALLET_CHAINS = ['evm', 'solana'] as const;
export type WalletChain = (typeof WALLET_CHAINS)[number];

/** 0x and 40 hexadecimal digits; the server also checks the EIP-55 checksum of mixed-case addresses. */
export const EVM_ADDRESS_SHAPE = /^0x[0-9a-fA-F]{40}$/;
/** 32 to 44 base58 characters; the server also checks that they decode to a 32-byte key. */
export const SOLANA_ADDRESS_SHAPE = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
