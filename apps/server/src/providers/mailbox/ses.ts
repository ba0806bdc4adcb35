import type { SESv2Client } from '@aws-sdk/client-sesv2';
import type { ImapSettings } from './imap.js';
import { GrantRevokedError, ProviderHttpError, retryAfterMs } from './api-common.js';

/**
 * Amazon SES through its v2 API (official `@aws-sdk/client-sesv2`): the raw MIME message is sent
 * (`SendEmail` with Content.Raw), so our Message-ID threads replies. The SDK's standard retry strategy
 * waits on throttling (429 / Retry-After) — 3 attempts. SES_ENDPOINT points it at another endpoint.
 * Replies and bounces come back through SES's receiving path (a receipt rule and bounce notifications
 * published to SNS, posted to the mailbox's inbound URL: ses-inbound.ts) and/or an IMAP reader.
 */
export interface SesSettings {
  region: string;
  access_key_id: string;
  secret_access_key: string;
  sender_name?: string | null;
  /** The SNS topic allowed to post to this mailbox's inbound URL (set by the user, or by the first subscription). */
  sns_topic_arn?: string | null;
  imap?: ImapSettings | null;
}

// The SDK is loaded on first use: a server without SES mailboxes never holds it in memory.
const sdk = () => import('@aws-sdk/client-sesv2');

async function client(settings: SesSettings, endpoint: string | undefined): Promise<SESv2Client> {
  const { SESv2Client } = await sdk();
  return new SESv2Client({
    region: settings.region,
    credentials: { accessKeyId: settings.access_key_id, secretAccessKey: settings.secret_access_key },
    maxAttempts: 3,
    ...(endpoint ? { endpoint } : {}),
  });
}

function asHttpError(error: unknown): unknown {
  const e = error as {
    name?: string;
    message?: string;
    $metadata?: { httpStatusCode?: number };
    $response?: { headers?: Record<string, string> };
  };
  const status = e.$metadata?.httpStatusCode;
  if (!status) return error;
  if (
    status === 403 ||
    [
      'InvalidClientTokenId',
      'UnrecognizedClientException',
      'SignatureDoesNotMatch',
      'AccessDeniedException',
    ].includes(e.name ?? '')
  )
    return new GrantRevokedError(e.message ?? 'SES refused the access keys');
  return new ProviderHttpError(
    e.message ?? `SES answered ${status}`,
    status,
    retryAfterMs(e.$response?.headers?.['retry-after']),
  );
}

/** Null when the keys work and `email` (or its domain) is a verified SES identity, else the reason. */
export async function verifySes(
  settings: SesSettings,
  email: string,
  endpoint?: string,
): Promise<string | null> {
  const ses = await client(settings, endpoint);
  const { GetEmailIdentityCommand } = await sdk();
  try {
    for (const identity of [email, email.split('@')[1]!]) {
      try {
        const res = await ses.send(new GetEmailIdentityCommand({ EmailIdentity: identity }));
        if (res.VerifiedForSendingStatus) return null;
      } catch (error) {
        if ((error as { name?: string }).name !== 'NotFoundException') throw error;
      }
    }
    return `${email} is not a verified identity in ${settings.region}`;
  } catch (error) {
    return (asHttpError(error) as Error).message || 'SES refused the access keys';
  } finally {
    ses.destroy();
  }
}

export async function sendViaSes(
  settings: SesSettings,
  endpoint: string | undefined,
  from: string,
  to: string,
  raw: Buffer,
): Promise<string | null> {
  const ses = await client(settings, endpoint);
  const { SendEmailCommand } = await sdk();
  try {
    const res = await ses.send(
      new SendEmailCommand({
        FromEmailAddress: from,
        Destination: { ToAddresses: [to] },
        Content: { Raw: { Data: raw } },
      }),
    );
    return res.MessageId ?? null;
  } catch (error) {
    throw asHttpError(error);
  } finally {
    ses.destroy();
  }
}
