import { createHttpCalendly, createSandboxCalendly, type CalendlyApi } from './calendly.js';

export * from './calendly.js';

const apis = new WeakMap<object, CalendlyApi>();

/**
 * The Calendly API for an app: over HTTP to CALENDLY_API_URL when it is set (https://api.calendly.com in
 * production, a local fake in tests), the offline sandbox otherwise. A test may put its own in `ctx.calendly`.
 */
export function calendlyFor(ctx: {
  config: { calendlyApiUrl?: string };
  calendly?: CalendlyApi;
}): CalendlyApi {
  if (ctx.calendly) return ctx.calendly;
  let api = apis.get(ctx);
  if (!api) {
    api = ctx.config.calendlyApiUrl ? createHttpCalendly(ctx.config.calendlyApiUrl) : createSandboxCalendly();
    apis.set(ctx, api);
  }
  return api;
}
