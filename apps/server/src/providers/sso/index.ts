import type { Config } from '../../config.js';
import { clock } from '../../lib/clock.js';
import { secretsFor } from '../../lib/secrets.js';
import { oidcSsoProvider } from './oidc.js';
import type { SsoProvider } from './provider.js';
import { sandboxSsoProvider } from './sandbox.js';

export * from './provider.js';
export { sandboxConsent } from './sandbox.js';
export { oidcSsoProvider } from './oidc.js';

const built = new WeakMap<object, SsoProvider>();

/** The sign-in provider of a context: the one set on it (tests), else the one SSO_MODE names. */
export function ssoFor(ctx: { config: Config; sso?: SsoProvider }): SsoProvider {
  if (ctx.sso) return ctx.sso;
  let provider = built.get(ctx);
  if (!provider) {
    provider =
      ctx.config.sso.mode === 'real'
        ? oidcSsoProvider(ctx.config.sso)
        : sandboxSsoProvider(secretsFor(ctx), () => clock.nowMs());
    built.set(ctx, provider);
  }
  return provider;
}
