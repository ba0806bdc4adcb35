/**
 * The one rule for a credential a user enters (ARCHITECTURE.md "Sandboxes"): it reaches a provider's offline
 * sandbox only when its prefix marks it as a sandbox credential (`sandbox…`); every other credential reaches
 * the real provider, whatever the server's configuration, so a user's real token is never refused offline.
 */
export const SANDBOX_CREDENTIAL_PREFIX = 'sandbox';

export const isSandboxCredential = (credential: string): boolean =>
  credential.trim().startsWith(SANDBOX_CREDENTIAL_PREFIX);

/** The client a credential goes to: the sandbox's for a sandbox credential, the real provider's otherwise. */
export function clientForCredential<T>(credential: string, clients: { real: T; sandbox: T }): T {
  return isSandboxCredential(credential) ? clients.sandbox : clients.real;
}
