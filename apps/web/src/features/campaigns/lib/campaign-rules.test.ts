import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@leadloop/domain/messages/catalogue';
import type { TFunction } from 'i18next';
import type { CampaignStep, WorkflowForecast } from '../types';
import { chainLinks, draftFromWorkflow, emptyDraft, workflowBody } from './draft';
import { clearWorkflowUnlessEditing, draftStorage, keepsWorkflow } from './draft-storage';
import { calendarDaysBetween, forecastSentence, readForecast } from './forecast';
import { stageProblems, validateSearchUrl, validateSteps } from './validate';

const step = (id: string, type: CampaignStep['type'], extra: Partial<CampaignStep> = {}): CampaignStep => ({
  id,
  type,
  delay_days: 1,
  delay_hours: 0,
  ...extra,
});

describe('step rules in the builder (001 §5, domain messages)', () => {
  it('allows one InMail, one connection request and one connection by email', () => {
    const steps = [step('a', 'connection_request'), step('b', 'connection_request')];
    expect(validateSteps(steps, false)).toEqual([
      { stepId: 'b', message: MESSAGES.oneConnectionRequestStep },
    ]);
    const inmails = [step('a', 'inmail', { content: 'hi' }), step('b', 'inmail', { content: 'hi' })];
    expect(validateSteps(inmails, false)[0]).toEqual({ stepId: 'b', message: MESSAGES.oneInmailStep });
  });

  it('wants connection by email before the connection request', () => {
    const steps = [step('a', 'connection_request'), step('b', 'connect_by_email')];
    expect(validateSteps(steps, false)[0]).toEqual({
      stepId: 'b',
      message: MESSAGES.connectionByEmailBeforeRequest,
    });
  });

  it('checks the note length, InMail length and placeholders of each A/B variant', () => {
    const long = step('a', 'connection_request', { content: 'x'.repeat(201) });
    expect(validateSteps([long], false)[0].message).toBe(MESSAGES.connectionNoteTooLong);
    const inmail = step('a', 'inmail', { content: 'x'.repeat(1901) });
    expect(validateSteps([inmail], false)[0].message).toBe(MESSAGES.inmailTooLong);
    const ab = step('m', 'message', {
      content: 'Hi {first_name}',
      variants: [{ content: 'Hi {first_name}' }, { content: 'Hey {frist_name}' }],
    });
    expect(validateSteps([ab], false)[0].message).toBe('Unknown placeholder frist_name at position 4');
  });

  it('needs a text for messages, a URL for webhooks and at least an hour of delay', () => {
    expect(validateSteps([step('m', 'message', { content: ' ' })], false)[0].message).toBe(
      MESSAGES.fillAllFields,
    );
    expect(validateSteps([step('w', 'webhook', { url: 'nope' })], false)[0].message).toBe(MESSAGES.checkUrl);
    expect(validateSteps([step('d', 'delay', { delay_days: 0, delay_hours: 0 })], false)[0].message).toBe(
      MESSAGES.delayTooSmall,
    );
    expect(
      validateSteps(
        [step('v', 'view_profile'), step('m', 'message', { content: 'Hello {first_name:there}' })],
        false,
      ),
    ).toEqual([]);
  });

  it('refuses a search URL already in the campaign with the spec message', () => {
    const url = 'https://www.linkedin.com/search/results/people/?keywords=cto';
    expect(validateSearchUrl(url, [])).toBe(true);
    expect(validateSearchUrl(url.replace('https://www.', 'http://'), [url])).toBe(MESSAGES.duplicateSearch);
    expect(validateSearchUrl('https://example.com/list', [])).toBe(MESSAGES.invalidSearchUrl);
  });

  it('blocks the next stage until the name, audience and sequence are valid', () => {
    const draft = emptyDraft();
    expect(stageProblems(draft, false)[0]).toBe(MESSAGES.nameRequired);
    draft.name = 'Q3';
    expect(stageProblems(draft, false)[0]).toBe('audience');
    draft.searches = [{ url: 'https://www.linkedin.com/search/results/people/?keywords=x', limit: 10 }];
    expect(stageProblems(draft, false)).toEqual([null, 'sequence', null, null]);
  });
});

describe('the workflow kept in the session (000 §4 gating)', () => {
  it('survives only the editing screens', () => {
    for (const path of [
      '/campaign/add',
      '/campaign/edit/1',
      '/smart-sequences',
      '/smart-sequences/edit/1',
      '/templates/edit/3',
    ])
      expect(keepsWorkflow(path), path).toBe(true);
    for (const path of ['/campaigns/my-campaigns', '/inbox', '/campaign/addx'])
      expect(keepsWorkflow(path), path).toBe(false);
  });

  it('is cleared when navigating elsewhere', () => {
    draftStorage.save({ ...emptyDraft(), name: 'kept' });
    clearWorkflowUnlessEditing('/campaign/add');
    expect(draftStorage.load()?.name).toBe('kept');
    clearWorkflowUnlessEditing('/inbox');
    expect(draftStorage.load()).toBeNull();
  });
});

describe('workflow body', () => {
  it('sends a linear sequence as `sequence` and a smart one as nodes and links', () => {
    const steps = [
      step('a', 'view_profile', { delay_days: 0 }),
      step('b', 'message', { content: 'Hi', subject: '' }),
    ];
    const linear = workflowBody({ ...emptyDraft(), name: ' Q3 ', steps });
    expect(linear).toMatchObject({ name: 'Q3', sequence: [{ id: 'a' }, { id: 'b', content: 'Hi' }] });
    expect((linear as { sequence: CampaignStep[] }).sequence[1]).not.toHaveProperty('subject');
    const links = [{ from: 'a', to: 'b', branch: 'yes' as const }];
    const smart = workflowBody({ ...emptyDraft('smart'), steps, links });
    expect(smart).toMatchObject({
      sequences_nodes: steps.map((s) => ({ id: s.id })),
      sequences_links: links,
    });
    expect(chainLinks(steps)).toEqual([{ from: 'a', to: 'b' }]);
  });

  it('reads a saved workflow back into a draft', () => {
    const draft = draftFromWorkflow({
      _id: 'w1',
      name: 'Saved',
      status: 'inactive',
      credentials_id: 'c1',
      credentials: ['c1'],
      sequences_type: 'linear',
      sequence: [step('a', 'view_profile')],
      sequences_nodes: [step('a', 'view_profile')],
      sequences_links: [],
      searches: [
        {
          _id: 's1',
          workflow_id: 'w1',
          source: 'url',
          url: 'https://www.linkedin.com/search/results/people/',
          kind: 'people_search',
          limit: 50,
          status: 'active',
          file_name: null,
          custom_fields_keys: [],
          found_count: 0,
          added_count: 0,
          error: null,
          created_at: '2026-01-01T00:00:00Z',
        },
      ],
      settings: { manual_approval: true },
      is_existing_people: false,
      is_include_talked_before: true,
      is_only_premium: false,
      is_link_tracking: true,
      is_email_only: false,
      is_ai_targeting: false,
      ai_targeting_settings: null,
      is_ai_employee: false,
      ai_employee_id: null,
      ai_employee_paused: false,
      custom_domain: null,
      order: 1,
      archived_at: null,
      deleted_at: null,
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
    });
    expect(draft).toMatchObject({
      id: 'w1',
      credentialId: 'c1',
      manualApproval: true,
      searches: [{ _id: 's1', limit: 50 }],
    });
    expect(draft.flags.is_include_talked_before).toBe(true);
  });
});

describe('forecast as the reader reads it (issue 35: one date, its own "in N days")', () => {
  const forecast = (ends_at: string | null) => ({ ends_at });

  it('counts the days to the date in the reader\'s zone, so "in 3 days" is the printed date\'s own distance', () => {
    const now = new Date('2026-12-06T08:41:00Z');
    // The server's end: the end of the account's local day (Paris), 2026-12-09 23:59:59.999 +01:00.
    const ends = forecast('2026-12-09T22:59:59.999Z');
    expect(readForecast(ends, { locale: 'en-US', now, timeZone: 'Europe/Paris' })).toEqual({
      date: 'December 9, 2026',
      relative: 'in 3 days',
    });
    // Read in New York the same instant is still December 9 (17:59), three days from December 6 there.
    expect(readForecast(ends, { locale: 'en-US', now, timeZone: 'America/New_York' })).toEqual({
      date: 'December 9, 2026',
      relative: 'in 3 days',
    });
    // Read in Tokyo it is December 10 (07:59), four days from December 6 there: both words move together.
    expect(readForecast(ends, { locale: 'en-US', now, timeZone: 'Asia/Tokyo' })).toEqual({
      date: 'December 10, 2026',
      relative: 'in 4 days',
    });
    expect(
      readForecast(forecast('2026-12-07T10:00:00Z'), { locale: 'en-US', now, timeZone: 'UTC' })!.relative,
    ).toBe('tomorrow');
    expect(
      readForecast(forecast('2026-12-06T23:00:00Z'), { locale: 'fr', now, timeZone: 'UTC' })!.relative,
    ).toBe('aujourd’hui');
    expect(readForecast(forecast(null), { locale: 'en-US', now })).toBeNull();
  });

  it('a late evening "now" still counts calendar days, not 24-hour periods', () => {
    const now = new Date('2026-12-06T22:30:00Z');
    expect(calendarDaysBetween(now, new Date('2026-12-07T08:00:00Z'), 'UTC')).toBe(1);
    expect(calendarDaysBetween(now, new Date('2026-12-09T23:59:00Z'), 'UTC')).toBe(3);
  });

  it('no end date says why: a limit at 0 (it names one) or more than three years at the limits', () => {
    const t = ((key: string) => key) as unknown as TFunction<'campaigns'>;
    const blocked = (bottleneck: string | null) =>
      ({ state: 'blocked', bottleneck, ends_at: null }) as unknown as WorkflowForecast;
    expect(forecastSentence(t, blocked('inmails'), { locale: 'en' })).toBe('forecast.blocked');
    expect(forecastSentence(t, blocked(null), { locale: 'en' })).toBe('forecast.tooLong');
  });
});

describe('A/B variants', () => {
  it('names the variant that is missing its text', () => {
    const ab = step('m', 'message', { content: 'Hi', variants: [{ content: 'Hi' }, { content: '' }] });
    expect(validateSteps([ab], false)).toEqual([
      { stepId: 'm', message: MESSAGES.fillAllFields, variant: 1 },
    ]);
  });
});
