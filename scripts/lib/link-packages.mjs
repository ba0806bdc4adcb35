import fs from 'node:fs';
import path from 'node:path';

/**
 * A throwaway copy of the repository (the scaffold checks) shares the installed packages, but its own
 * workspaces (@leadloop/*) point into the copy.
 */
export function linkInstalledPackages(root, copy) {
  const modules = path.join(copy, 'node_modules');
  fs.mkdirSync(path.join(modules, '@leadloop'), { recursive: true });
  for (const entry of fs.readdirSync(path.join(root, 'node_modules')))
    if (entry !== '@leadloop')
      fs.symlinkSync(path.join(root, 'node_modules', entry), path.join(modules, entry));
  for (const [name, dir] of [
    ['domain', 'packages/domain'],
    ['server', 'apps/server'],
    ['web', 'apps/web'],
  ])
    fs.symlinkSync(path.join(copy, dir), path.join(modules, '@leadloop', name));
  const webModules = path.join(root, 'apps/web/node_modules');
  if (fs.existsSync(webModules)) fs.symlinkSync(webModules, path.join(copy, 'apps/web/node_modules'));
}
