import { credentialDisplayName } from '@leadloop/domain/credentials/rules';
import type { AppContext } from '../../lib/context.js';
import { notify } from '../notifications/index.js';
import type { CredentialRow } from './access.js';

const accountName = (row: CredentialRow) =>
  credentialDisplayName(row.firstName, row.lastName, row.username) || 'Your account';

/** The account needs the user: a challenge appeared, the password stopped working, or a captcha. */
function needsVerification(before: CredentialRow, after: CredentialRow): boolean {
  const challenged = !before.authStatus.challenged_at && Boolean(after.authStatus.challenged_at);
  const invalid = before.status !== 'invalid' && after.status === 'invalid';
  const captcha = !before.captchaAt && Boolean(after.captchaAt);
  return challenged || invalid || captcha;
}

/**
 * Tells everyone who may use the account when it got restricted or needs verification (issue 14 item 6),
 * once per change of state: the key carries the moment the state began.
 */
export async function noticeAccountChange(
  ctx: AppContext,
  before: CredentialRow,
  after: CredentialRow,
): Promise<void> {
  const name = accountName(after);
  const action = {
    type: 'router' as const,
    text: 'Open account settings',
    meta: { path: `/settings?selectedCred=${after.id}` },
  };
  const restricted = before.status !== 'blocked' && after.status === 'blocked';
  if (!restricted && !needsVerification(before, after)) return;
  await notify(ctx, {
    spaceId: after.spaceId,
    to: { credentialId: after.id },
    params: { name },
    action,
    withoutDuration: true,
    ...(restricted
      ? {
          event: 'account_restricted',
          type: 'error',
          title: `${name} was restricted`,
          text: 'The network restricted this account; its campaigns wait until it is restored.',
          dedupeKey: `restricted:${after.id}:${after.updatedAt.getTime()}`,
        }
      : {
          event: 'account_verification',
          type: 'warning',
          title: `${name} needs verification`,
          text: 'Sign in to this account again so its campaigns can go on.',
          dedupeKey: `verification:${after.id}:${after.updatedAt.getTime()}`,
        }),
  });
}
