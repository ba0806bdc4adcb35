import { describe, expect, it } from 'vitest';
import {
  parseTemplate,
  prospectPlaceholderValues,
  renderTemplate,
  researchHostOf,
  researchPlaceholderValues,
  usesResearch,
  validateTemplate,
} from './placeholders.js';
import { MESSAGES } from '../messages/catalogue.js';

describe('placeholder parser (001 §5)', () => {
  it('finds names, fallbacks and positions', () => {
    const r = parseTemplate('Hi {first_name:there}, how is {company}?');
    expect(r.problems).toEqual([]);
    expect(r.placeholders).toEqual([
      { name: 'first_name', fallback: 'there', start: 3, end: 21 },
      { name: 'company', fallback: null, start: 30, end: 39 },
    ]);
  });

  it.each([
    ['Hello {first_name}', true],
    ['Hello {first_name:friend} at {company:your company}', true],
    ['No placeholders at all', true],
    ['{video:abc123} here', true],
    ['{first_name', MESSAGES.placeholderUnbalanced],
    ['first_name}', MESSAGES.placeholderUnbalanced],
    ['{{first_name}}', MESSAGES.placeholderUnbalanced],
    ['Hi {First_Name}', MESSAGES.placeholderInvalidName],
    ['Hi {}', MESSAGES.placeholderInvalidName],
    ['Hi {first name}', MESSAGES.placeholderInvalidName],
    ['Hi {nickname}', 'Unknown placeholder nickname at position 3'],
    ['{video:a} and {video:b}', MESSAGES.oneVideoPerMessage],
  ])('%j → %s', (text, expected) => {
    expect(validateTemplate(text)).toBe(expected);
  });

  it('reports every unknown name with its position', () => {
    const r = parseTemplate('{foo} and {bar:x}');
    expect(r.problems.map((p) => [p.name, p.position])).toEqual([
      ['foo', 0],
      ['bar', 10],
    ]);
  });

  it('accepts custom field keys of the search', () => {
    expect(validateTemplate('{deal_size}', ['deal_size'])).toBe(true);
  });
});

describe('placeholder renderer', () => {
  const prospect = prospectPlaceholderValues({
    first_name: 'Ann',
    last_name: 'Lee',
    company: '  ',
    work_email: 'ann@x.co',
  });
  it.each([
    ['Hi {first_name}!', 'Hi Ann!'],
    ['Hi {full_name}', 'Hi Ann Lee'],
    ['At {company:your company}', 'At your company'],
    ['At {company}', 'At '],
    ['Mail {email}', 'Mail ann@x.co'],
    ['Keep {unknown} as written', 'Keep {unknown} as written'],
  ])('%j → %j', (template, out) => {
    expect(renderTemplate(template, prospect)).toBe(out);
  });

  it('renders videos through a URL builder', () => {
    expect(renderTemplate('Watch {video:v1}', {}, { videoUrl: (id) => `https://app.test/v/${id}` })).toBe(
      'Watch https://app.test/v/v1',
    );
  });

  it('renders custom fields', () => {
    const values = prospectPlaceholderValues({ first_name: 'Bo', custom_fields: { deal_size: 42 } });
    expect(renderTemplate('{first_name}: {deal_size:0}', values)).toBe('Bo: 42');
  });
});

describe('company research placeholders (issue 36)', () => {
  it('are known names with fallbacks, filled from a research or falling back without one', () => {
    const text = '{research_summary:We help teams like yours.} Facts: {research_points:none}';
    expect(validateTemplate(text)).toBe(true);
    expect(usesResearch(text)).toBe(true);
    expect(usesResearch('Hi {first_name}')).toBe(false);
    const research = researchPlaceholderValues({
      summary: ' Acme makes rockets. ',
      points: ['Founded 1950', ' '],
    });
    expect(renderTemplate(text, research)).toBe('Acme makes rockets. Facts: Founded 1950');
    expect(renderTemplate(text, researchPlaceholderValues(null))).toBe(
      'We help teams like yours. Facts: none',
    );
  });

  it('file a company under its bare host, from a domain or a website', () => {
    expect(researchHostOf('https://www.Acme.io/about?x=1')).toBe('acme.io');
    expect(researchHostOf('acme.io')).toBe('acme.io');
    expect(researchHostOf('localhost')).toBeNull();
    expect(researchHostOf(null)).toBeNull();
  });
});
