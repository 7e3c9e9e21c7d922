/**
 * Keccak-256 as Ethereum uses it (the original Keccak padding, not NIST SHA3-256, which is all
 * node:crypto offers). Only the EIP-55 address checksum needs it, on 40 bytes at a time, so this
 * favours brevity over speed.
 */

const ROUNDS = 24;
const RATE_BYTES = 136;
const MASK = (1n << 64n) - 1n;

const ROUND_CONSTANTS = [
  0x0000000000000001n, 0x0000000000008082n, 0x800000000000808an, 0x8000000080008000n, 0x000000000000808bn,
  0x0000000080000001n, 0x8000000080008081n, 0x8000000000008009n, 0x000000000000008an, 0x0000000000000088n,
  0x0000000080008009n, 0x000000008000000an, 0x000000008000808bn, 0x800000000000008bn, 0x8000000000008089n,
  0x8000000000008003n, 0x8000000000008002n, 0x8000000000000080n, 0x000000000000800an, 0x800000008000000an,
  0x8000000080008081n, 0x8000000000008080n, 0x0000000080000001n, 0x8000000080008008n,
];

// Rotation offsets of the rho step, indexed by x + 5 * y.
const ROTATIONS = [0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39, 41, 45, 15, 21, 8, 18, 2, 61, 56, 14];

function rotateLeft(value: bigint, bits: number): bigint {
  if (bits === 0) return value;
  return ((value << BigInt(bits)) | (value >> BigInt(64 - bits))) & MASK;
}

function permute(state: bigint[]): void {
  for (let round = 0; round < ROUNDS; round++) {
    const columns = [0, 1, 2, 3, 4].map((x) => state[x]! ^ state[x + 5]! ^ state[x + 10]! ^ state[x + 15]! ^ state[x + 20]!);
    for (let x = 0; x < 5; x++) {
      const d = columns[(x + 4) % 5]! ^ rotateLeft(columns[(x + 1) % 5]!, 1);
      for (let y = 0; y < 25; y += 5) state[x + y] = state[x + y]! ^ d;
    }
    const moved = new Array<bigint>(25).fill(0n);
    for (let x = 0; x < 5; x++) {
      for (let y = 0; y < 5; y++) {
        moved[y + 5 * ((2 * x + 3 * y) % 5)] = rotateLeft(state[x + 5 * y]!, ROTATIONS[x + 5 * y]!);
      }
    }
    for (let y = 0; y < 25; y += 5) {
      for (let x = 0; x < 5; x++) {
        state[x + y] = moved[x + y]! ^ (~moved[((x + 1) % 5) + y]! & MASK & moved[((x + 2) % 5) + y]!);
      }
    }
    state[0] = state[0]! ^ ROUND_CONSTANTS[round]!;
  }
}

export function keccak256(input: Uint8Array): Uint8Array {
  const padded = new Uint8Array(Math.floor(input.length / RATE_BYTES + 1) * RATE_BYTES);
  padded.set(input);
  padded[input.length] = padded[input.length]! ^ 0x01;
  padded[padded.length - 1] = padded[padded.length - 1]! ^ 0x80;

  const state = new Array<bigint>(25).fill(0n);
  for (let offset = 0; offset < padded.length; offset += RATE_BYTES) {
    for (let lane = 0; lane < RATE_BYTES / 8; lane++) {
      let value = 0n;
      for (let byte = 7; byte >= 0; byte--) value = (value << 8n) | BigInt(padded[offset + lane * 8 + byte]!);
      state[lane] = state[lane]! ^ value;
    }
    permute(state);
  }

  const output = new Uint8Array(32);
  for (let index = 0; index < 32; index++) {
    output[index] = Number((state[index >> 3]! >> BigInt(8 * (index & 7))) & 0xffn);
  }
  return output;
}
