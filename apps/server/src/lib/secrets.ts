import fs from 'node:fs';
import path from 'node:path';
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets at rest (account passwords, session cookies, two-factor and proxy passwords): AES-256-GCM.
 * Stored form: `v1:<iv>:<tag>:<ciphertext>` (base64url). The key comes from SECRET_KEY (any string; it is
 * hashed to 32 bytes) or, in embedded mode, from DATA_DIR/secret.key, generated on first start.
 */
export interface Secrets {
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
  encryptJson(value: unknown): string;
  decryptJson<T>(sealed: string): T;
}

const PREFIX = 'v1';

export function createSecrets(key: string | Buffer): Secrets {
  const keyBytes = createHash('sha256').update(key).digest();
  const encrypt = (plain: string): string => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', keyBytes, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [
      PREFIX,
      iv.toString('base64url'),
      cipher.getAuthTag().toString('base64url'),
      data.toString('base64url'),
    ].join(':');
  };
  const decrypt = (sealed: string): string => {
    const [prefix, iv, tag, data] = sealed.split(':');
    if (prefix !== PREFIX || !iv || !tag || data === undefined) throw new Error('Not a sealed secret');
    const decipher = createDecipheriv('aes-256-gcm', keyBytes, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  };
  return {
    encrypt,
    decrypt,
    encryptJson: (value) => encrypt(JSON.stringify(value)),
    decryptJson: <T>(sealed: string) => JSON.parse(decrypt(sealed)) as T,
  };
}

/** SECRET_KEY when set; otherwise the key file in DATA_DIR, created (mode 600) on first start. */
export function loadSecretKey(config: { secretKey?: string; dataDir: string }): string {
  if (config.secretKey) return config.secretKey;
  const file = path.join(config.dataDir, 'secret.key');
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return fs.readFileSync(file, 'utf8').trim();
}

const cache = new WeakMap<object, Secrets>();
/** The secrets helper for an app context (built once per context). */
export function secretsFor(ctx: { config: { secretKey?: string; dataDir: string } }): Secrets {
  let secrets = cache.get(ctx);
  if (!secrets) {
    secrets = createSecrets(loadSecretKey(ctx.config));
    cache.set(ctx, secrets);
  }
  return secrets;
}
