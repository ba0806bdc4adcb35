import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient.js';

/** The operator's Twilio account (config.ts `twilio`): TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_API_BASE. */
export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** Another host for every Twilio API call (tests: the local fake); unset: Twilio's own hosts. */
  apiBase?: string;
  /** TWILIO_SMS_FROM: the number an account sends from when its workspace bought none with SMS. */
  smsFrom?: string;
}

/**
 * The SDK's supported seam for another host is its `httpClient` option: this RequestClient sends each
 * request to `base` instead of https://<product>.twilio.com (path and query kept, paging links included).
 */
class RebasedRequestClient extends twilio.RequestClient {
  constructor(private readonly base: URL) {
    super();
  }
  override request<T>(opts: RequestClient.RequestOptions<T>) {
    const uri = new URL(opts.uri);
    return super.request<T>({ ...opts, uri: new URL(uri.pathname + uri.search, this.base).href });
  }
}

export type TwilioClient = twilio.Twilio;

export function twilioClient(config: TwilioConfig): TwilioClient {
  return twilio(config.accountSid, config.authToken, {
    ...(config.apiBase ? { httpClient: new RebasedRequestClient(new URL(config.apiBase)) } : {}),
  });
}

/** Twilio's refusal, named without the credentials (the SDK's RestException has none either). */
export function twilioError(error: unknown, what: string): Error {
  const e = error as { status?: number; code?: number; message?: string };
  if (typeof e?.status === 'number')
    return new Error(
      `Twilio refused to ${what}: ${e.message ?? 'error'} (HTTP ${e.status}${e.code ? `, code ${e.code}` : ''})`,
    );
  return new Error(`Twilio could not be reached to ${what}: ${(error as Error)?.message ?? String(error)}`);
}

export const isRestException = (
  error: unknown,
): error is { status: number; code?: number; message: string } =>
  typeof (error as { status?: unknown })?.status === 'number';
