/* global process, console */
// Builds the unpacked extension into integrations/extension/dist (load it with --load-extension or
// chrome://extensions → Load unpacked). The selector maps are bundled from the server's browser driver.
import { build } from 'esbuild';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const EXTENSION_DIST = join(here, 'dist');

export async function buildExtension(out = EXTENSION_DIST) {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  await build({
    entryPoints: { background: join(here, 'src/background.ts'), options: join(here, 'src/options.ts') },
    outdir: out,
    bundle: true,
    format: 'esm',
    target: 'chrome120',
    logLevel: 'warning',
  });
  for (const file of ['manifest.json', 'options.html', '_locales'])
    cpSync(join(here, file), join(out, file), { recursive: true });
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(await buildExtension());
