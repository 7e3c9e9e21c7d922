import { EVM_ADDRESS_SHAPE, SOLANA_ADDRESS_SHAPE, type WalletChain } from '../../../common/whitelist';
import { keccak256 } from './keccak256';

export type WalletCheck = { ok: true; normalized: string } | { ok: false; problem: string };

const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const SOLANA_KEY_BYTES = 32;

/** EIP-55: a letter is upper case exactly when the matching nibble of keccak256(lowercase hex) is 8 or more. */
export function toChecksumAddress(address: string): string {
  const hex = address.slice(2).toLowerCase();
  const hash = keccak256(new TextEncoder().encode(hex));
  let result = '0x';
  for (let index = 0; index < hex.length; index++) {
    const nibble = (hash[index >> 1]! >> (index % 2 === 0 ? 4 : 0)) & 0xf;
    result += nibble >= 8 ? hex[index]!.toUpperCase() : hex[index]!;
  }
  return result;
}

/** 0x and 40 hex digits, either all lower case or with a correct EIP-55 checksum; stored lower case. */
export function checkEvmAddress(address: string): WalletCheck {
  if (!EVM_ADDRESS_SHAPE.test(address)) return { ok: false, problem: 'must be 0x followed by 40 hexadecimal characters' };
  const hex = address.slice(2);
  if (hex !== hex.toLowerCase() && toChecksumAddress(address) !== address) {
    return { ok: false, problem: 'has a wrong checksum (mixed upper and lower case): check for a typo or paste it again' };
  }
  return { ok: true, normalized: address.toLowerCase() };
}

/** Bytes a base58 text decodes to; leading '1's stand for leading zero bytes. */
function base58ByteLength(text: string): number {
  let value = 0n;
  for (const char of text) value = value * 58n + BigInt(BASE58_ALPHABET.indexOf(char));
  let length = 0;
  while (value > 0n) {
    value >>= 8n;
    length++;
  }
  const leadingZeros = text.length - text.replace(/^1+/, '').length;
  return length + leadingZeros;
}

/** A Solana public key: base58, 32 to 44 characters, decoding to exactly 32 bytes. Case is significant. */
export function checkSolanaAddress(address: string): WalletCheck {
  if (!SOLANA_ADDRESS_SHAPE.test(address)) {
    return { ok: false, problem: 'must be 32 to 44 base58 characters (letters and digits without 0, O, I and l)' };
  }
  if (base58ByteLength(address) !== SOLANA_KEY_BYTES) return { ok: false, problem: 'is not a valid Solana public key' };
  return { ok: true, normalized: address };
}

export function checkWalletAddress(chain: WalletChain, address: string): WalletCheck {
  return chain === 'evm' ? checkEvmAddress(address) : checkSolanaAddress(address);
}
