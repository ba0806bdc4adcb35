import type { TrackingDomain } from '@leadloop/domain/tracking/entities';
import type { CustomDomainRow } from '../../db/schema/index.js';

export const toDomainView = (
  row: CustomDomainRow,
  usage: { workflows: number; videos: number },
): TrackingDomain => ({
  _id: row.id,
  domain: row.domain,
  status: row.status,
  cname_target: row.cnameTarget,
  is_default_for_link_tracking: row.isDefaultForLinkTracking,
  is_default_for_video_scenario: row.isDefaultForVideoScenario,
  workflow_usage_counter: usage.workflows,
  video_usage_counter: usage.videos,
  last_error: row.lastError,
  last_checked_at: row.lastCheckedAt?.toISOString() ?? null,
  verified_at: row.verifiedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});
