import type { AddAccountStep, AutomationType, PinType } from '@leadloop/domain/credentials/enums';
import type { CredentialActivityLink } from '@leadloop/domain/credentials/activity';

export type { AddAccountStep, AutomationType, PinType };
export type ActivityLink = CredentialActivityLink;

/** The API's own shapes (packages/domain credentials/entities): secrets never included. */
export type {
  AutomationChange as AutomationChangeResponse,
  Credential,
  SeatUsage,
} from '@leadloop/domain/credentials/entities';
export type { ProxyCountryOption as ProxyCountry } from '@leadloop/domain';
import type { Credential } from '@leadloop/domain/credentials/entities';

export const credentialName = (c: Pick<Credential, 'full_name' | 'first_name' | 'last_name' | 'username'>) =>
  c.full_name?.trim() || [c.first_name, c.last_name].filter(Boolean).join(' ') || c.username;
