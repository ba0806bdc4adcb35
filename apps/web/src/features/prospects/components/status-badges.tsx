import { Badge, Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LEAD_STATUS_COLORS } from '@leadloop/domain/labels/enums';
import { RELATIONS } from '@leadloop/domain/campaigns/enums';
import { textOn } from '../../../lib/color-shades';
import type { LeadStatus, ProspectCampaignStatus, Relation } from '../types';

/** Lead status in its colour (001 §3 lead status colours). */
export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  const { t } = useTranslation('prospects');
  const color = LEAD_STATUS_COLORS[status] ?? '#868e96';
  // our own colours (not a user's label): the text colour that reads best on each, by WCAG contrast
  return (
    <Badge
      radius="sm"
      tt="none"
      style={{ backgroundColor: color, color: textOn(color) }}
      data-testid="lead-status"
    >
      {t(`leadStatus.${status}`)}
    </Badge>
  );
}

const RELATION_COLORS: Record<Relation, string> = {
  gotReply: 'teal',
  lead: 'orange',
  customer: 'grape',
  not_interested: 'gray',
};

export function RelationBadge({ relation }: { relation: Relation | null }) {
  const { t } = useTranslation('prospects');
  if (!relation) return null;
  return (
    <Badge variant="light" color={RELATION_COLORS[relation]} tt="none" radius="sm">
      {t(`relation.${relation}`)}
    </Badge>
  );
}

const CAMPAIGN_STATUS_COLORS: Record<ProspectCampaignStatus | 'ended', string> = {
  excluded: 'red',
  pending: 'gray',
  paused: 'yellow',
  active: 'green',
  campaign_paused: 'orange',
  finished: 'blue',
  ended: 'gray',
};

/** 'ended': finished without going through the whole sequence (see shownStatus). */
export function CampaignStatusBadge({ status }: { status: ProspectCampaignStatus | 'ended' }) {
  const { t } = useTranslation('prospects');
  return (
    <Badge variant="dot" color={CAMPAIGN_STATUS_COLORS[status] ?? 'gray'} tt="none" radius="sm">
      {t(`campaignStatus.${status}`)}
    </Badge>
  );
}

/** The manual relation change: gotReply, lead, customer, not interested, or none. */
export function RelationSelect({
  value,
  onChange,
  ...props
}: { value: Relation | null; onChange: (r: Relation | null) => void } & Omit<
  SelectProps,
  'value' | 'onChange' | 'data'
>) {
  const { t } = useTranslation('prospects');
  return (
    <Select
      data={[
        { value: 'none', label: t('relation.none') },
        ...RELATIONS.map((r) => ({ value: r, label: t(`relation.${r}`) })),
      ]}
      value={value ?? 'none'}
      onChange={(v) => onChange(!v || v === 'none' ? null : (v as Relation))}
      allowDeselect={false}
      {...props}
    />
  );
}
