import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './client.js';

describe('DATA_DIR lock (embedded mode: one process per folder)', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadloop-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a folder held by another live process, with a clear message', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'leadloop.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(/is in use by another Leadloop process.*use DATABASE_URL/);
  });

  it('takes over a lock left by a dead process and releases it', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'leadloop.lock'), '2147483646');
    const stale: number[] = [];
    const release = lockDataDir(dir, (pid) => stale.push(pid));
    expect(stale).toEqual([2147483646]); // main.ts logs it: the last stop was not clean
    expect(fs.readFileSync(path.join(dir, 'leadloop.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'leadloop.lock'))).toBe(false);
  });
});
