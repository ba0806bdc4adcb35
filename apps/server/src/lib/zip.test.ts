import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { crc32, unzip, zip } from './zip.js';

describe('zip', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
  });

  it('round-trips files, and python’s zipfile reads the archive when present', () => {
    const archive = zip([
      { name: 'a.json', data: '{"é":1}' },
      { name: 'dir/b.csv', data: 'x,y\n1,2\n'.repeat(100) },
    ]);
    const files = unzip(archive);
    expect(files.get('a.json')!.toString()).toBe('{"é":1}');
    expect(files.get('dir/b.csv')!.toString()).toBe('x,y\n1,2\n'.repeat(100));
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'zip-')), 'a.zip');
    fs.writeFileSync(file, archive);
    let listed: string | null = null;
    try {
      listed = execFileSync('python3', [
        '-c',
        `import zipfile,sys;z=zipfile.ZipFile(sys.argv[1]);print(z.testzip(),sorted(z.namelist()))`,
        file,
      ]).toString();
    } catch {
      // no python3 here: the round trip above stands
    }
    if (listed !== null) expect(listed.trim()).toBe("None ['a.json', 'dir/b.csv']");
  });
});
