/** 000 §4 / 001 §4 domain status: disabled or registering until ready. */
export const DOMAIN_STATUSES = ['disabled', 'registering', 'ready'] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];

/** 001 §7 POST /tracking/custom_domains/{id}/set_for_all {target_type}. */
export const CUSTOM_DOMAIN_TARGETS = ['link_tracking', 'video_scenario'] as const;
