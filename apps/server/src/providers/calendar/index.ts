import { clientForCredential } from '../../lib/sandbox-credentials.js';
import { createHttpCalendly, createSandboxCalendly, type CalendlyApi } from './calendly.js';

export * from './calendly.js';

/**
 * Calendly per token: a sandbox token (`sandbox…`) reaches the offline sandbox, every other token the API at
 * `baseUrl` (CALENDLY_API_URL, https://api.calendly.com by default; a local fake in tests).
 */
export function createCalendly(baseUrl: string): CalendlyApi {
  const clients = { real: createHttpCalendly(baseUrl), sandbox: createSandboxCalendly() };
  const of = (token: string) => clientForCredential(token, clients);
  return {
    me: (token) => of(token).me(token),
    members: (token, ...rest) => of(token).members(token, ...rest),
    eventTypes: (token, ...rest) => of(token).eventTypes(token, ...rest),
    subscribe: (token, input) => of(token).subscribe(token, input),
    unsubscribe: (token, uri) => of(token).unsubscribe(token, uri),
  };
}
