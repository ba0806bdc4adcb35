import { describe, expect, it } from 'vitest';
import { renderTemplate, validateTemplate } from '@leadloop/domain/campaigns/placeholders';
import { EMPTY_PROSPECT, SAMPLE_PROSPECT } from './sample';

// Issue 36: the editor's preview shows company research placeholders filled, and their fallbacks when empty.
describe('the template preview of research placeholders', () => {
  const text = 'Hi {first_name:there}! {research_summary:I looked at your site.} ({research_points})';

  it('is a valid template', () => {
    expect(validateTemplate(text)).toBe(true);
  });

  it('fills them from the sample prospect’s company research', () => {
    expect(renderTemplate(text, SAMPLE_PROSPECT)).toBe(
      'Hi Jane! Northwind makes scheduling software for field-service teams. (Founded in 2016; 120 employees; opened a Berlin office this year)',
    );
  });

  it('shows each fallback with every field empty (a company never researched)', () => {
    expect(renderTemplate(text, EMPTY_PROSPECT)).toBe('Hi there! I looked at your site. ()');
  });
});
