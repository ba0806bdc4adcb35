import { MESSAGES } from '../messages/catalogue.js';
import { unknownPlaceholder } from '../messages/format.js';

/**
 * Message-template placeholders (001 §5): `{name}` or `{name:fallback}`; names are lower case;
 * braces must balance. `{video:ID}` inserts a recorded video (one per message).
 */
export const PROSPECT_PLACEHOLDERS = [
  'first_name',
  'last_name',
  'full_name',
  'position',
  'location',
  'company',
  'company_domain',
  'email',
  'work_email',
  'personal_email',
  'phone',
  'twitter',
  'website',
] as const;
export const SENDER_PLACEHOLDERS = ['sender_first_name', 'sender_last_name', 'sender_full_name'] as const;
export const VIDEO_PLACEHOLDER = 'video';
/**
 * Issue 19: `{ai:<variable>}` is a text the AI writes for each prospect before the step is due (from the
 * prospect's real fields). It has no fallback: a step whose AI text is missing is never sent without it.
 */
export const AI_PLACEHOLDER = 'ai';
export const AI_VARIABLES = ['icebreaker'] as const;
export type AiVariable = (typeof AI_VARIABLES)[number];
/** The render value's key of an AI variable. */
export const aiValueKey = (variable: string) => `ai:${variable}`;
/**
 * Issue 36: the workspace's company research (POST /ai/company_researches) of the prospect's company — matched
 * by its domain or website — as plain placeholders, so `{research_summary:fallback}` works as any other.
 */
export const RESEARCH_PLACEHOLDERS = ['research_summary', 'research_points'] as const;
export const KNOWN_PLACEHOLDERS = [
  ...PROSPECT_PLACEHOLDERS,
  ...SENDER_PLACEHOLDERS,
  ...RESEARCH_PLACEHOLDERS,
  VIDEO_PLACEHOLDER,
  AI_PLACEHOLDER,
] as const;
/** 001 §9: placeholder text is optimal under 250 characters. */
export const PLACEHOLDER_TEXT_OPTIMAL_MAX = 250;

const NAME = /^[a-z][a-z0-9_]*$/;

export type PlaceholderToken = { name: string; fallback: string | null; start: number; end: number };
export type TemplateProblem = { message: string; position: number; name?: string };
export type ParsedTemplate = {
  placeholders: PlaceholderToken[];
  problems: TemplateProblem[];
};

/**
 * Parses a template. `customKeys` are extra allowed names (a search's custom_fields_keys), lower case.
 * Problems carry the 0-based character position where they start.
 */
export function parseTemplate(text: string, customKeys: readonly string[] = []): ParsedTemplate {
  const known = new Set<string>([...KNOWN_PLACEHOLDERS, ...customKeys]);
  const placeholders: PlaceholderToken[] = [];
  const problems: TemplateProblem[] = [];
  let open = -1;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '{') {
      if (open >= 0) problems.push({ message: MESSAGES.placeholderUnbalanced, position: open });
      open = i;
    } else if (ch === '}') {
      if (open < 0) {
        problems.push({ message: MESSAGES.placeholderUnbalanced, position: i });
        continue;
      }
      const body = text.slice(open + 1, i);
      const colon = body.indexOf(':');
      const name = (colon >= 0 ? body.slice(0, colon) : body).trim();
      const fallback = colon >= 0 ? body.slice(colon + 1) : null;
      if (!NAME.test(name)) {
        problems.push({ message: MESSAGES.placeholderInvalidName, position: open, name });
      } else if (!known.has(name)) {
        problems.push({ message: unknownPlaceholder(name, open), position: open, name });
      } else if (
        name === AI_PLACEHOLDER &&
        !(AI_VARIABLES as readonly string[]).includes((fallback ?? '').trim())
      ) {
        problems.push({
          message: unknownPlaceholder(`ai:${(fallback ?? '').trim()}`, open),
          position: open,
          name,
        });
      } else {
        placeholders.push({ name, fallback, start: open, end: i + 1 });
      }
      open = -1;
    }
  }
  if (open >= 0) problems.push({ message: MESSAGES.placeholderUnbalanced, position: open });
  problems.sort((a, b) => a.position - b.position);
  return { placeholders, problems };
}

/** The first problem's message, or true. */
export function validateTemplate(text: string, customKeys: readonly string[] = []): true | string {
  const { problems, placeholders } = parseTemplate(text, customKeys);
  if (problems.length) return problems[0].message;
  if (placeholders.filter((p) => p.name === VIDEO_PLACEHOLDER).length > 1) return MESSAGES.oneVideoPerMessage;
  return true;
}

/** The AI variables a text uses (`{ai:icebreaker}` → ['icebreaker']), each once. */
export const aiVariablesIn = (text: string): string[] => [
  ...new Set(
    parseTemplate(text)
      .placeholders.filter((p) => p.name === AI_PLACEHOLDER)
      .map((p) => (p.fallback ?? '').trim()),
  ),
];

/** Whether a text uses a research placeholder (then its company's research is looked up before sending). */
export const usesResearch = (text: string): boolean =>
  parseTemplate(text).placeholders.some((p) => (RESEARCH_PLACEHOLDERS as readonly string[]).includes(p.name));

/** The research placeholders' values: the summary, and the facts joined into one sentence-like line. */
export const researchPlaceholderValues = (
  research: { summary: string; points: readonly string[] } | null | undefined,
): RenderValues => ({
  research_summary: research?.summary.trim() || null,
  research_points:
    research?.points
      .map((p) => p.trim())
      .filter(Boolean)
      .join('; ') || null,
});

/**
 * The host a research is filed under for a company domain or website (`https://www.Acme.io/about` and
 * `acme.io` both give `acme.io`); null when there is none.
 */
export function researchHostOf(value: string | null | undefined): string | null {
  const raw = (value ?? '').trim().toLowerCase();
  if (!raw) return null;
  const host = raw
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .split(/[/?#]/)[0]!
    .replace(/^www\./, '');
  return host.includes('.') ? host : null;
}

export const countVideos = (text: string) =>
  parseTemplate(text).placeholders.filter((p) => p.name === VIDEO_PLACEHOLDER).length;

export type RenderValues = Record<string, string | number | null | undefined>;
export type RenderOptions = { videoUrl?: (id: string) => string };

/**
 * Renders a template with a prospect's (and sender's) fields: an empty or missing value uses the
 * fallback, else the empty string. Invalid placeholders are left as written (validate first).
 */
export function renderTemplate(text: string, values: RenderValues, options: RenderOptions = {}): string {
  const { placeholders } = parseTemplate(text, Object.keys(values));
  let out = '';
  let last = 0;
  for (const p of placeholders) {
    out += text.slice(last, p.start);
    if (p.name === VIDEO_PLACEHOLDER) {
      const id = (p.fallback ?? '').trim();
      out += options.videoUrl && id ? options.videoUrl(id) : '';
    } else if (p.name === AI_PLACEHOLDER) {
      // the generated text only, never the variable's name
      const raw = values[aiValueKey((p.fallback ?? '').trim())];
      out += raw === null || raw === undefined ? '' : String(raw).trim();
    } else {
      const raw = values[p.name];
      const value = raw === null || raw === undefined ? '' : String(raw).trim();
      out += value || p.fallback || '';
    }
    last = p.end;
  }
  return out + text.slice(last);
}

/** Placeholder values from a prospect record (001 §3 Prospect). */
export function prospectPlaceholderValues(p: {
  first_name?: string | null;
  last_name?: string | null;
  full_name?: string | null;
  position?: string | null;
  location?: string | null;
  company?: string | null;
  company_domain?: string | null;
  personal_email?: string | null;
  work_email?: string | null;
  enriched_email?: string | null;
  phone?: string | null;
  twitter?: string | null;
  website?: string | null;
  custom_fields?: Record<string, string | number | null> | null;
}): RenderValues {
  const full = p.full_name || [p.first_name, p.last_name].filter(Boolean).join(' ');
  return {
    ...(p.custom_fields ?? {}),
    first_name: p.first_name,
    last_name: p.last_name,
    full_name: full,
    position: p.position,
    location: p.location,
    company: p.company,
    company_domain: p.company_domain,
    email: p.work_email || p.personal_email || p.enriched_email,
    work_email: p.work_email,
    personal_email: p.personal_email,
    phone: p.phone,
    twitter: p.twitter,
    website: p.website,
  };
}
