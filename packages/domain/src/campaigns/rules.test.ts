import { describe, expect, it } from 'vitest';
import {
  connectionNoteSchema,
  delayStepSchema,
  inmailTextSchema,
  searchBodySchema,
  searchUrlKind,
  searchUrlFromInput,
  validateNewSearchUrl,
  validateScheduledAt,
  validateSequence,
  type StepLike,
} from './rules.js';
import { firstError } from '../common/test-helpers.js';
import { MESSAGES } from '../messages/catalogue.js';

const s = (type: StepLike['type'], content?: string): StepLike => ({ type, content });

describe('campaign step rules (001 §5)', () => {
  it.each<[string, StepLike[], boolean | undefined, true | { index: number; message: string }]>([
    [
      'a normal sequence',
      [
        s('view_profile'),
        s('connect_by_email'),
        s('connection_request', 'Hi {first_name}'),
        s('delay'),
        s('message', 'Thanks'),
      ],
      undefined,
      true,
    ],
    [
      'two InMail steps',
      [s('inmail'), s('delay'), s('inmail')],
      undefined,
      { index: 2, message: MESSAGES.oneInmailStep },
    ],
    [
      'two connection requests',
      [s('connection_request'), s('connection_request')],
      undefined,
      { index: 1, message: MESSAGES.oneConnectionRequestStep },
    ],
    [
      'two connection-by-email steps',
      [s('connect_by_email'), s('connect_by_email')],
      undefined,
      { index: 1, message: MESSAGES.oneConnectionByEmailStep },
    ],
    [
      'connection by email after the request',
      [s('connection_request'), s('connect_by_email')],
      undefined,
      { index: 1, message: MESSAGES.connectionByEmailBeforeRequest },
    ],
    [
      'InMail over 1900',
      [s('inmail', 'x'.repeat(1901))],
      undefined,
      { index: 0, message: MESSAGES.inmailTooLong },
    ],
    [
      'connection note over 200',
      [s('connection_request', 'x'.repeat(201))],
      undefined,
      { index: 0, message: MESSAGES.connectionNoteTooLong },
    ],
    [
      'bad placeholder',
      [s('message', 'Hi {First}')],
      undefined,
      { index: 0, message: MESSAGES.placeholderInvalidName },
    ],
    [
      'two videos in one message',
      [s('message', '{video:a}{video:b}')],
      undefined,
      { index: 0, message: MESSAGES.oneVideoPerMessage },
    ],
    [
      'video in an email-only campaign',
      [s('email', 'See {video:a}')],
      true,
      { index: 0, message: MESSAGES.noVideoInEmailOnly },
    ],
    ['video in a normal campaign', [s('message', 'See {video:a}')], false, true],
  ])('%s', (_name, steps, isEmailOnly, expected) => {
    expect(validateSequence(steps, { isEmailOnly })).toEqual(expected);
  });

  it('InMail ≤1900 and connection note ≤200 schemas', () => {
    expect(firstError(inmailTextSchema, 'x'.repeat(1900))).toBe('ok');
    expect(firstError(inmailTextSchema, 'x'.repeat(1901))).toBe(MESSAGES.inmailTooLong);
    expect(firstError(connectionNoteSchema, 'x'.repeat(200))).toBe('ok');
    expect(firstError(connectionNoteSchema, 'x'.repeat(201))).toBe(MESSAGES.connectionNoteTooLong);
  });

  it('scheduled messages cannot be in the past', () => {
    const now = '2026-05-01T12:00:00Z';
    expect(validateScheduledAt('2026-05-01T12:00:01Z', now)).toBe(true);
    expect(validateScheduledAt('2026-05-01T11:59:59Z', now)).toBe('You cannot send a message to the past');
  });

  it.each([
    [{ days: 1 }, 'ok'],
    [{ days: '0', hours: '2' }, 'ok'],
    [{ days: 0, hours: 0 }, MESSAGES.delayTooSmall],
    [{ days: -1 }, MESSAGES.delayTooSmall],
  ])('delay step %j → %s', (body, expected) => {
    expect(firstError(delayStepSchema, body)).toBe(expected);
  });
});

describe('search URLs (001 §5)', () => {
  it.each([
    ['https://www.linkedin.com/search/results/people/?keywords=cto', 'people_search'],
    ['linkedin.com/sales/search/people?query=x', 'sales_navigator_search'],
    ['https://www.linkedin.com/sales/lists/people/123', 'sales_navigator_list'],
    ['https://www.linkedin.com/posts/ann_activity-1', 'post_reactions'],
    ['https://www.linkedin.com/events/12345/', 'event_attendees'],
    ['https://www.linkedin.com/groups/999/', 'group_members'],
    ['https://example.com/search', null],
    ['https://www.linkedin.com/in/ann', null],
  ])('%s → %s', (url, kind) => {
    expect(searchUrlKind(url)).toBe(kind);
  });

  it('duplicate search in a campaign', () => {
    const existing = ['https://www.linkedin.com/search/results/people/?keywords=cto'];
    expect(validateNewSearchUrl('http://linkedin.com/search/results/people/?keywords=cto', existing)).toBe(
      'Such search already exists in this campaign',
    );
    expect(
      validateNewSearchUrl('https://www.linkedin.com/search/results/people/?keywords=ceo', existing),
    ).toBe(true);
    expect(validateNewSearchUrl('https://example.com', existing)).toBe(MESSAGES.invalidSearchUrl);
  });

  it('search body: URL kind and people limit', () => {
    expect(
      firstError(searchBodySchema, { url: 'https://www.linkedin.com/search/results/people/', limit: '100' }),
    ).toBe('ok');
    expect(firstError(searchBodySchema, { url: 'https://x.com' })).toBe(MESSAGES.invalidSearchUrl);
  });

  it('keywords are the people search for them; a pasted URL stays as it is', () => {
    const built = 'https://www.linkedin.com/search/results/people/?keywords=fintech%20founder';
    expect(searchUrlFromInput('  fintech   founder ')).toBe(built);
    expect(searchUrlKind(searchUrlFromInput('fintech founder'))).toBe('people_search');
    expect(searchUrlFromInput('https://www.linkedin.com/groups/123/')).toBe(
      'https://www.linkedin.com/groups/123/',
    );
    expect(searchBodySchema.parse({ url: 'fintech founder' }).url).toBe(built);
    expect(validateNewSearchUrl('fintech founder', [built])).toBe(MESSAGES.duplicateSearch);
    expect(validateNewSearchUrl('example.com/people', [])).toBe(MESSAGES.invalidSearchUrl);
    // The refusal names what is accepted.
    expect(MESSAGES.invalidSearchUrl).toMatch(/keywords/i);
    expect(MESSAGES.invalidSearchUrl).toMatch(/URL/);
  });
});
