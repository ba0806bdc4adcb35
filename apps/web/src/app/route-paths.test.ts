import { describe, expect, it } from 'vitest';
import { routePaths } from './route-paths';

describe('routePaths', () => {
  it('joins nested paths; layout and index routes add none', () => {
    expect(
      routePaths([
        {
          path: '/',
          children: [
            { children: [{ path: 'auth/sign-in' }, { index: true }] },
            { path: 'campaigns/:tab/:filter?', children: [{ path: 'x' }] },
          ],
        },
      ]),
    ).toEqual(['/', '/auth/sign-in', '/campaigns/:tab/:filter?', '/campaigns/:tab/:filter?/x']);
  });
});
