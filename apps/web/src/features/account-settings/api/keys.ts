/** Query keys: everything belongs to one account (credential) of the workspace. */
export const settingsKeys = {
  limits: (credentialId: string) => ['credential', credentialId, 'limits'] as const,
  blacklist: (credentialId: string) => ['credential', credentialId, 'blacklist'] as const,
  connection: (credentialId: string) => ['credential', credentialId, 'connection'] as const,
  signatures: (credentialId: string) => ['credential', credentialId, 'signatures'] as const,
  voicemails: (credentialId: string) => ['credential', credentialId, 'voicemails'] as const,
  integrations: (credentialId: string) => ['credential', credentialId, 'integrations'] as const,
  extensionToken: (credentialId: string) => ['credential', credentialId, 'extension-token'] as const,
};
