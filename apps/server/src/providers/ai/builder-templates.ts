import type { PersonFacts } from './templates.js';

/**
 * The offline provider's writing for the campaign builder, the personality type and AI comments. The texts
 * are templates over placeholders the engine fills from each prospect's real fields (`{first_name}`,
 * `{ai:icebreaker}`), the user's own goal, or the words of the post or profile given: nothing invented.
 */

const clean = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
/** The goal as a clause: no trailing punctuation, first letter lower-cased unless it is an acronym. */
const clause = (goal: string) => {
  const g = clean(goal).replace(/[.!?…]+$/, '');
  return /^[A-Z][a-z]/.test(g) ? g[0]!.toLowerCase() + g.slice(1) : g;
};

/** Other wordings of an icebreaker, chosen by the attempt (Regenerate in the builder). */
export function icebreakerVariant(prospect: PersonFacts, attempt: number): string | null {
  const position = clean(prospect.position);
  const company = clean(prospect.company);
  if (!position && !company) return null;
  const both = [
    `I noticed you're ${position} at ${company}.`,
    `Your work as ${position} at ${company} caught my eye.`,
    `As ${position} at ${company}, you probably see this first-hand.`,
  ];
  const one = company
    ? [`I came across your work at ${company}.`, `${company} caught my eye.`]
    : [`I came across your profile as ${position}.`, `Your profile as ${position} caught my eye.`];
  const list = position && company ? both : one;
  return list[attempt % list.length]!;
}

type StepType = 'connection_request' | 'message' | 'inmail' | 'email';

/** A step's text from the user's goal (write) or their text tidied (improve). */
export function writeStep(
  type: StepType,
  mode: 'write' | 'improve',
  goal: string,
  text: string,
): { subject: string | null; text: string } {
  if (mode === 'improve' && clean(text)) return { subject: null, text: improve(type, text) };
  const about = clause(goal) || 'what we do';
  switch (type) {
    case 'connection_request':
      return { subject: null, text: `Hi {first_name}, {ai:icebreaker} I'd like to connect about ${about}.` };
    case 'message':
      return {
        subject: null,
        text: `Thanks for connecting, {first_name}! {ai:icebreaker} I'm reaching out about ${about}. Would a short call next week be useful?`,
      };
    case 'inmail':
    case 'email':
      return {
        subject: `{first_name}, a quick question about {company}`,
        text: `Hi {first_name},\n\n{ai:icebreaker} I'm writing about ${about}.\n\nWould you be open to a 15-minute call next week?\n\nBest,\n{sender_first_name}`,
      };
  }
}

/** Tidies a text: spaces, a greeting with the first name, one clear question at the end; keeps the words. */
function improve(type: StepType, text: string): string {
  let body = text
    .split('\n')
    .map((l) => l.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (!/^(hi|hello|hey|dear|bonjour|hallo|hola|olá)\b/i.test(body)) body = `Hi {first_name}, ${body}`;
  if (!/\?\s*$/.test(body) && type !== 'connection_request')
    body = `${body.replace(/[.!]?\s*$/, '.')} Would a short call next week be useful?`;
  return body;
}

/** A whole sequence from a goal: connect, thank, follow up (network), or three emails. */
export function writeSequence(goal: string, channel: 'network' | 'email') {
  const about = clause(goal);
  if (channel === 'email') {
    const first = writeStep('email', 'write', goal, '');
    return [
      { type: 'email' as const, delay_days: 0, subject: first.subject, content: first.text },
      {
        type: 'email' as const,
        delay_days: 3,
        subject: null,
        content: `Hi {first_name}, following up on my note about ${about}. Is this a priority for {company} this quarter?`,
      },
      {
        type: 'email' as const,
        delay_days: 7,
        subject: null,
        content: `Hi {first_name}, I'll leave it here. If ${about} becomes relevant, just reply and I'll send details.`,
      },
    ];
  }
  return [
    {
      type: 'connection_request' as const,
      delay_days: 0,
      subject: null,
      content: writeStep('connection_request', 'write', goal, '').text,
    },
    {
      type: 'message' as const,
      delay_days: 1,
      subject: null,
      content: writeStep('message', 'write', goal, '').text,
    },
    {
      type: 'message' as const,
      delay_days: 4,
      subject: null,
      content: `Hi {first_name}, just following up on ${about}. Is it worth a quick chat?`,
    },
  ];
}

const STYLE_WORDS: Record<'driver' | 'analytical' | 'amiable' | 'expressive', string[]> = {
  driver: [
    'ceo',
    'founder',
    'owner',
    'director',
    'head',
    'vp',
    'chief',
    'president',
    'results',
    'growth',
    'lead',
    'manager',
  ],
  analytical: [
    'engineer',
    'analyst',
    'data',
    'developer',
    'architect',
    'scientist',
    'finance',
    'accountant',
    'research',
    'cto',
    'technical',
    'quality',
  ],
  amiable: [
    'hr',
    'people',
    'talent',
    'recruiter',
    'support',
    'customer',
    'success',
    'care',
    'community',
    'teacher',
    'nurse',
    'coach',
  ],
  expressive: [
    'marketing',
    'brand',
    'sales',
    'creative',
    'designer',
    'content',
    'evangelist',
    'speaker',
    'partnerships',
    'events',
    'communications',
    'writer',
  ],
};

/** The communication style whose words the profile text uses most (ties: the first); the words that decided it. */
export function personalityOf(profileText: string): { type: keyof typeof STYLE_WORDS; evidence: string[] } {
  const words = profileText.toLowerCase().match(/[a-z]+/g) ?? [];
  let best: { type: keyof typeof STYLE_WORDS; evidence: string[] } = { type: 'amiable', evidence: [] };
  for (const type of Object.keys(STYLE_WORDS) as (keyof typeof STYLE_WORDS)[]) {
    const evidence = [...new Set(words.filter((w) => STYLE_WORDS[type].includes(w)))];
    if (evidence.length > best.evidence.length) best = { type, evidence };
  }
  return best;
}

/** A short comment on a post from its own words (its first sentence's topic); null when the post has no text. */
export function commentOn(post: string, prospect: PersonFacts): string | null {
  const first = clean(post)
    .match(/^[^.!?\n]{8,140}/)?.[0]
    ?.trim();
  if (!first) return null;
  const name = clean(prospect.first_name);
  return `Thanks for sharing${name ? `, ${name}` : ''}! "${first}" is a point worth making.`;
}
