import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSecrets, loadSecretKey } from './secrets.js';

describe('secrets at rest (AES-256-GCM)', () => {
  it('round-trips text and JSON, with a fresh IV each time', () => {
    const s = createSecrets('key-one');
    const a = s.encrypt('p@ssw0rd');
    const b = s.encrypt('p@ssw0rd');
    expect(a).not.toBe(b);
    expect(a).not.toContain('p@ssw0rd');
    expect(s.decrypt(a)).toBe('p@ssw0rd');
    expect(s.decryptJson(s.encryptJson([{ name: 'li_at', value: 'x' }]))).toEqual([
      { name: 'li_at', value: 'x' },
    ]);
  });

  it('refuses a wrong key and tampered data', () => {
    const sealed = createSecrets('key-one').encrypt('secret');
    expect(() => createSecrets('key-two').decrypt(sealed)).toThrow();
    const [v, iv, tag, data] = sealed.split(':');
    const flipped = Buffer.from(data!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() =>
      createSecrets('key-one').decrypt([v, iv, tag, flipped.toString('base64url')].join(':')),
    ).toThrow();
    expect(() => createSecrets('key-one').decrypt('plain text')).toThrow();
  });

  it('uses SECRET_KEY when given, else generates one key file in DATA_DIR and keeps it', () => {
    expect(loadSecretKey({ secretKey: 'from-env', dataDir: '/nonexistent' })).toBe('from-env');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadloop-secret-'));
    const first = loadSecretKey({ dataDir: dir });
    expect(first.length).toBeGreaterThan(30);
    expect(loadSecretKey({ dataDir: dir })).toBe(first);
    expect(fs.statSync(path.join(dir, 'secret.key')).mode & 0o777).toBe(0o600);
    fs.rmSync(dir, { recursive: true });
  });
});
