import type { Config } from '../../config.js';
import { clock } from '../../lib/clock.js';
import { secretsFor } from '../../lib/secrets.js';
import { oidcSsoProvider } from './oidc.js';
import { SsoNotConfiguredError, type SsoProvider } from './provider.js';
import { sandboxSsoProvider } from './sandbox.js';

export * from './provider.js';
export { sandboxConsent } from './sandbox.js';
export { oidcSsoProvider } from './oidc.js';

/**
 * The sign-in provider by configuration: SSO_MODE=real's, else the sandbox's only where the operator allowed
 * sandboxes that grant identity (SANDBOX_GRANTS=1); otherwise none. Built once, by the composition root.
 */
export function createSso(config: Config): SsoProvider {
  if (config.sso.mode === 'real') return oidcSsoProvider(config.sso);
  return config.sandboxGrants
    ? sandboxSsoProvider(secretsFor({ config }), () => clock.nowMs())
    : noSsoProvider;
}

/** No sign-in by Google / Microsoft on this server: every start answers 'Can not get OAuth url'. */
const noSsoProvider: SsoProvider = {
  kind: 'off',
  authorizationUrl: () =>
    Promise.reject(new SsoNotConfiguredError('no sign-in provider (SANDBOX_GRANTS is off)')),
  exchange: () => Promise.reject(new SsoNotConfiguredError('no sign-in provider (SANDBOX_GRANTS is off)')),
};
