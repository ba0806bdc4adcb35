import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PROVIDER_KINDS, providersOf } from '@leadloop/domain/providers/catalogue';
import { PROVIDER_IMPLEMENTATIONS } from './registry.js';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('provider registry (every manifest has its implementation, nothing else is registered)', () => {
  for (const kind of PROVIDER_KINDS)
    it(`${kind}: the registered names are the manifests' names`, () => {
      const registered: Record<string, unknown> = PROVIDER_IMPLEMENTATIONS[kind];
      expect(Object.keys(registered).sort()).toEqual(
        providersOf(kind)
          .map((p) => p.name)
          .sort(),
      );
      for (const [name, implementation] of Object.entries(registered))
        if (typeof implementation === 'string')
          expect(fs.existsSync(path.join(here, implementation)), `${kind}/${name}: ${implementation}`).toBe(
            true,
          );
        else expect(typeof implementation, `${kind}/${name}`).toBe('function');
    });
});
