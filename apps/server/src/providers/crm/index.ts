import type { CrmAppConfig } from '../../config.js';
import { DEFAULT_BACKOFF, type BackoffOptions } from './backoff.js';
import { hubspotApi, hubspotOAuth, HUBSPOT_ENDPOINTS, type HubSpotEndpoints } from './hubspot.js';
import { pipedriveApi, pipedriveOAuth, PIPEDRIVE_OAUTH_BASE, type PipedriveEndpoints } from './pipedrive.js';
import { startSandboxCrms, type SandboxCrms } from './sandbox/index.js';
import type { CrmRuntime, RemoteCrmPlatform } from './types.js';

export * from './types.js';
export { withBackoff, retryAfterMs, DEFAULT_BACKOFF, type BackoffOptions } from './backoff.js';
export {
  basicAuthMatches,
  basicAuthUser,
  hubspotSignatureV3,
  verifyHubSpotV3,
  HUBSPOT_MAX_AGE_MS,
} from './webhooks.js';
export { startHubSpotFake, type HubSpotFake } from './sandbox/hubspot-fake.js';
export { startPipedriveFake, type PipedriveFake } from './sandbox/pipedrive-fake.js';
export {
  connectedApi,
  loadConnection,
  markExpired,
  removeConnection,
  saveConnection,
  type CrmConnectionRow,
  type CrmDeps,
} from './connections.js';

const SANDBOX_SECRET = 'sandbox';

export interface CrmRuntimeOptions {
  backoff?: BackoffOptions;
}

export function createCrmRuntime(
  apps: { hubspot?: CrmAppConfig; pipedrive?: CrmAppConfig },
  options: CrmRuntimeOptions = {},
): CrmRuntime {
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  let sandbox: Promise<SandboxCrms> | null = null;
  const sandboxCrms = () => (sandbox ??= startSandboxCrms());
  const listeners: ((spaceId: string, platform: RemoteCrmPlatform) => Promise<void>)[] = [];

  const hubspotEndpoints = async (): Promise<HubSpotEndpoints> => {
    const app = apps.hubspot;
    if (app)
      return {
        apiBase: app.apiBase ?? HUBSPOT_ENDPOINTS.apiBase,
        authorizeBase: app.authBase ?? HUBSPOT_ENDPOINTS.authorizeBase,
        clientId: app.clientId,
        clientSecret: app.clientSecret,
        appId: app.appId,
        developerApiKey: app.developerApiKey,
        isSandbox: false,
      };
    const { hubspot } = await sandboxCrms();
    return {
      apiBase: hubspot.url,
      authorizeBase: hubspot.url,
      clientId: 'sandbox',
      clientSecret: SANDBOX_SECRET,
      appId: '1',
      developerApiKey: 'sandbox',
      isSandbox: true,
    };
  };
  const pipedriveEndpoints = async (): Promise<PipedriveEndpoints> => {
    const app = apps.pipedrive;
    if (app)
      return {
        oauthBase: app.authBase ?? PIPEDRIVE_OAUTH_BASE,
        apiBase: app.apiBase,
        clientId: app.clientId,
        clientSecret: app.clientSecret,
        isSandbox: false,
      };
    const { pipedrive } = await sandboxCrms();
    return {
      oauthBase: pipedrive.url,
      apiBase: pipedrive.url,
      clientId: 'sandbox',
      clientSecret: SANDBOX_SECRET,
      isSandbox: true,
    };
  };

  // Each remote CRM's implementation, registered by its manifest's name (domain providers/<name>).
  const platforms: Record<RemoteCrmPlatform, Pick<CrmRuntime, 'oauth' | 'api'>> = {
    hubspot: {
      oauth: async () => hubspotOAuth(await hubspotEndpoints(), backoff),
      api: async (_platform, tokens) => hubspotApi(await hubspotEndpoints(), tokens, backoff),
    },
    pipedrive: {
      oauth: async () => pipedriveOAuth(await pipedriveEndpoints(), backoff),
      api: async (_platform, tokens) => pipedriveApi(await pipedriveEndpoints(), tokens, backoff),
    },
  };

  return {
    isSandbox: (platform) => !apps[platform],
    hubspotSigningSecret: () => apps.hubspot?.clientSecret ?? SANDBOX_SECRET,
    oauth: (platform) => platforms[platform].oauth(platform),
    api: (platform, tokens) => platforms[platform].api(platform, tokens),
    onTokenExpired: (listener) => void listeners.push(listener),
    async expired(spaceId, platform) {
      for (const listener of listeners) await listener(spaceId, platform);
    },
    async close() {
      if (sandbox) await (await sandbox).close();
    },
  };
}

const runtimes = new WeakMap<object, CrmRuntime>();

/** The CRM runtime of an app context (built from its config once; a test may set its own). */
export function crmFor(ctx: {
  config: { crm: { hubspot?: CrmAppConfig; pipedrive?: CrmAppConfig } };
}): CrmRuntime {
  let runtime = runtimes.get(ctx);
  if (!runtime) {
    runtime = createCrmRuntime(ctx.config.crm);
    runtimes.set(ctx, runtime);
  }
  return runtime;
}

/** Tests: this context's CRM runtime (e.g. with a fast backoff that records its waits). */
export function setCrmRuntime(ctx: object, runtime: CrmRuntime): void {
  runtimes.set(ctx, runtime);
}
