import type { Config } from '../../config.js';
import { clock } from '../../lib/clock.js';
import { secretsFor } from '../../lib/secrets.js';
import { oidcSsoProvider } from './oidc.js';
import { SsoNotConfiguredError, type SsoProvider } from './provider.js';
import { sandboxSsoProvider } from './sandbox.js';

export * from './provider.js';
export { sandboxConsent } from './sandbox.js';
export { oidcSsoProvider } from './oidc.js';

const built = new WeakMap<object, SsoProvider>();

/**
 * The sign-in provider of a context: the one set on it (tests), else SSO_MODE=real's, else the sandbox's
 * only where the operator allowed sandboxes that grant identity (SANDBOX_GRANTS=1); otherwise none.
 */
export function ssoFor(ctx: { config: Config; sso?: SsoProvider }): SsoProvider {
  if (ctx.sso) return ctx.sso;
  let provider = built.get(ctx);
  if (!provider) {
    provider =
      ctx.config.sso.mode === 'real'
        ? oidcSsoProvider(ctx.config.sso)
        : ctx.config.sandboxGrants
          ? sandboxSsoProvider(secretsFor(ctx), () => clock.nowMs())
          : noSsoProvider;
    built.set(ctx, provider);
  }
  return provider;
}

/** No sign-in by Google / Microsoft on this server: every start answers 'Can not get OAuth url'. */
const noSsoProvider: SsoProvider = {
  kind: 'off',
  authorizationUrl: () =>
    Promise.reject(new SsoNotConfiguredError('no sign-in provider (SANDBOX_GRANTS is off)')),
  exchange: () => Promise.reject(new SsoNotConfiguredError('no sign-in provider (SANDBOX_GRANTS is off)')),
};
