import type { CampaignStep, SequenceLink } from '../types';

/** A ready-made sequence of the Campaigns Marketplace; it prefills /campaign/add. */
export interface MarketplaceTemplate {
  key: 'connectFollowUps' | 'warmUpConnect' | 'inmailOpen' | 'emailLinkedin' | 'smartAccepted';
  mode: 'linear' | 'smart';
  channels: ('linkedin' | 'email')[];
  steps: CampaignStep[];
  links?: SequenceLink[];
}

const step = (id: string, type: CampaignStep['type'], extra: Partial<CampaignStep> = {}): CampaignStep => ({
  id,
  type,
  delay_days: 0,
  delay_hours: 0,
  ...extra,
});

export const MARKETPLACE: MarketplaceTemplate[] = [
  {
    key: 'connectFollowUps',
    mode: 'linear',
    channels: ['linkedin'],
    steps: [
      step('s1', 'connection_request', {
        content: 'Hi {first_name}, I enjoy meeting people in {company:your field}. Happy to connect!',
      }),
      step('s2', 'message', {
        delay_days: 1,
        content:
          'Thanks for connecting, {first_name}! What are you focused on at {company:work} this quarter?',
      }),
      step('s3', 'message', {
        delay_days: 3,
        content: 'Hi {first_name}, following up in case my last note got buried. Worth a quick chat?',
      }),
    ],
  },
  {
    key: 'warmUpConnect',
    mode: 'linear',
    channels: ['linkedin'],
    steps: [
      step('s1', 'view_profile'),
      step('s2', 'follow', { delay_hours: 4 }),
      step('s3', 'like_last_post', { delay_days: 1 }),
      step('s4', 'connection_request', {
        delay_days: 1,
        content: 'Hi {first_name}, enjoyed your posts lately. Let us connect!',
      }),
    ],
  },
  {
    key: 'inmailOpen',
    mode: 'linear',
    channels: ['linkedin'],
    steps: [
      step('s1', 'view_profile'),
      step('s2', 'inmail', {
        delay_days: 1,
        subject: 'Quick idea for {company:your team}',
        content:
          'Hi {first_name},\n\nI noticed your work as {position:a leader} at {company:your company}. Open to a 15-minute call next week?',
      }),
    ],
  },
  {
    key: 'emailLinkedin',
    mode: 'linear',
    channels: ['linkedin', 'email'],
    steps: [
      step('s1', 'email', {
        subject: 'Hello from {sender_first_name}',
        content: 'Hi {first_name},\n\nA short note to introduce myself…',
      }),
      step('s2', 'connection_request', {
        delay_days: 2,
        content: 'Hi {first_name}, I sent you an email earlier this week. Let us connect here too.',
      }),
      step('s3', 'message', {
        delay_days: 2,
        content: 'Thanks for connecting, {first_name}! Did my email reach you?',
      }),
    ],
  },
  {
    key: 'smartAccepted',
    mode: 'smart',
    channels: ['linkedin', 'email'],
    steps: [
      step('s1', 'connection_request', { content: 'Hi {first_name}, happy to connect!' }),
      step('c1', 'condition', { condition: { kind: 'accepted_within', days: 7 } }),
      step('s2', 'message', { content: 'Thanks for connecting, {first_name}!' }),
      step('s3', 'email', {
        subject: 'Hello {first_name}',
        content: 'Hi {first_name}, I tried to reach you on LinkedIn…',
      }),
    ],
    links: [
      { from: 's1', to: 'c1' },
      { from: 'c1', to: 's2', branch: 'yes' },
      { from: 'c1', to: 's3', branch: 'no' },
    ],
  },
];
