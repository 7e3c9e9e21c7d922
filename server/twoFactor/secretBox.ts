import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Sealed with the two-factor key; a secret without it was sealed by an older server with a key derived from JWT_SECRET. */
const CURRENT_PREFIX = 'k2:';

/** A sealed secret that neither key opens (the key was changed, or the row was damaged). */
export class SecretUnreadable extends Error {
  constructor() {
    super('The authenticator secret cannot be opened with the configured two-factor key.');
    this.name = 'SecretUnreadable';
  }
}

function keyFrom(material: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', material, 'versus', purpose, 32));
}

/**
 * Seals the authenticator secrets the database keeps (AES-256-GCM), so a copy of the database
 * alone does not let anyone compute codes. The key comes from TWO_FACTOR_KEY (or the one generated
 * into DATA_DIR), not from the token signing secret, so rotating JWT_SECRET leaves the codes working.
 * Secrets sealed before that, with the key derived from the signing secret, still open with it and
 * are sealed again with the new key.
 */
export class SecretBox {
  private readonly key: Buffer;
  private readonly legacyKey: Buffer;

  constructor(twoFactorKey: string, signingSecret: string) {
    this.key = keyFrom(twoFactorKey, 'two-factor key');
    this.legacyKey = keyFrom(signingSecret, 'two-factor secrets');
  }

  seal(plain: string): string {
    return CURRENT_PREFIX + sealWith(this.key, plain);
  }

  /** Whether the sealed text was sealed with the key of an older server and should be sealed again. */
  isLegacy(sealed: string): boolean {
    return !sealed.startsWith(CURRENT_PREFIX);
  }

  /** The secret; throws SecretUnreadable when its key is not the one this server has. */
  open(sealed: string): string {
    try {
      return this.isLegacy(sealed) ? openWith(this.legacyKey, sealed) : openWith(this.key, sealed.slice(CURRENT_PREFIX.length));
    } catch {
      throw new SecretUnreadable();
    }
  }
}

function sealWith(key: Buffer, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
}

function openWith(key: Buffer, sealed: string): string {
  const bytes = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv(ALGORITHM, key, bytes.subarray(0, IV_BYTES));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}
