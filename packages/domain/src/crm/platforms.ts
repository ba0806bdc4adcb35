import { hubspot } from '../providers/hubspot/manifest.js';
import { leadloopCrm } from '../providers/leadloop-crm/manifest.js';
import { pipedrive } from '../providers/pipedrive/manifest.js';

/**
 * The CRM platforms Leadloop works with (000 §2 /crm/manage/{integration}: pipedrive, hubspot, default;
 * any other name becomes default). Zod-free: the shell and the builder read it.
 */
export const CRM_PLATFORMS = [leadloopCrm.name, hubspot.name, pipedrive.name] as const;
export type CrmPlatform = (typeof CRM_PLATFORMS)[number];
/** The platforms reached over OAuth (the native CRM needs no sign-in). */
export const REMOTE_CRM_PLATFORMS = [hubspot.name, pipedrive.name] as const;
export type RemoteCrmPlatform = (typeof REMOTE_CRM_PLATFORMS)[number];

/** Their names, from their manifests (providers/<name>). */
export const CRM_PLATFORM_LABELS: Record<CrmPlatform, string> = {
  default: leadloopCrm.label,
  hubspot: hubspot.label,
  pipedrive: pipedrive.label,
};

export function toCrmPlatform(value: string | null | undefined): CrmPlatform {
  return (CRM_PLATFORMS as readonly string[]).includes(value ?? '') ? (value as CrmPlatform) : 'default';
}

export function isRemoteCrmPlatform(value: string): value is RemoteCrmPlatform {
  return (REMOTE_CRM_PLATFORMS as readonly string[]).includes(value);
}

/**
 * The sync rule shown in the UI and the README: deal stage and owner come back from HubSpot / Pipedrive
 * by polling; when both sides changed, the change with the later modified time (the platform's) wins.
 */
export const CRM_CONFLICT_RULE = 'last_change_wins_by_platform_modified_time' as const;
