import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ROOT } from './paths.js';
import { hashPassword, setPasswordCostForTests, verifyPassword } from './passwords.js';

describe('password hashes', () => {
  // The next file starts at the cheap cost again (src/test/per-file-setup.ts runs before each file).
  it('the test files hash at the cheap cost their setup sets', async () => {
    expect(await hashPassword('x')).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
  });

  it('the server hashes with argon2id at OWASP’s minimum cost (19 MiB, 2 passes), and verifies either', async () => {
    const cheap = await hashPassword('correct horse');
    setPasswordCostForTests();
    const hashed = await hashPassword('correct horse');
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hashed, 'correct horse')).toBe(true);
    expect(await verifyPassword(hashed, 'wrong horse')).toBe(false);
    expect(await verifyPassword(cheap, 'correct horse')).toBe(true);
    expect(await verifyPassword('not a hash', 'correct horse')).toBe(false);
  });

  it('only test code lowers the cost', () => {
    const callers: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (
          /\.ts$/.test(entry.name) &&
          fs.readFileSync(file, 'utf8').includes('setPasswordCostForTests(')
        )
          callers.push(path.relative(SERVER_ROOT, file));
      }
    };
    walk(path.join(SERVER_ROOT, 'src'));
    const outside = callers.filter((f) => !f.startsWith('src/test/') && !f.endsWith('.test.ts'));
    expect(outside).toEqual(['src/lib/passwords.ts']);
  });
});
