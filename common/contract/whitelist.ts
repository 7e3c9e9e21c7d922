import { type Static, Type } from 'typebox';
import { WALLET_CHAINS } from '../whitelist';

/** The airdrop whitelist (/api/whitelist): one wallet per account. */

const Chain = Type.Enum(WALLET_CHAINS, {
  description: 'evm: Ethereum and EVM networks (0x + 40 hex, lower case or EIP-55 checksummed); solana: a base58 public key.',
});

export const WhitelistEntry = Type.Object({
  _id: Type.String(),
  walletAddress: Type.String({ description: 'EVM addresses in lower case; Solana addresses as given.' }),
  chain: Chain,
  createdAt: Type.String({ format: 'date-time' }),
});
export type WhitelistEntry = Static<typeof WhitelistEntry>;

export const JoinWhitelistBody = Type.Object(
  { walletAddress: Type.String({ minLength: 1, maxLength: 100 }), chain: Chain },
  { additionalProperties: false },
);
export type JoinWhitelistBody = Static<typeof JoinWhitelistBody>;

export const MyWhitelistEntry = Type.Object({ joined: Type.Boolean(), entry: Type.Union([WhitelistEntry, Type.Null()]) });
export type MyWhitelistEntry = Static<typeof MyWhitelistEntry>;

export const WhitelistStats = Type.Object({ count: Type.Integer() });
export type WhitelistStats = Static<typeof WhitelistStats>;
