/** Account settings' shapes: the API's own schemas (packages/domain). */
export type {
  Blacklist,
  ConnectionSettings,
  CredentialLimitsView as CredentialLimits,
} from '@leadloop/domain/credentials/entities';
export type { Signature } from '@leadloop/domain/labels/entities';
export type { VoicemailAudio, VoicemailAudioPage } from '@leadloop/domain/dialer/entities';
