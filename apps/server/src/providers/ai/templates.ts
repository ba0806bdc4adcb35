import type { AiLabel } from '@leadloop/domain';

/**
 * The offline provider's writing: templates filled with the prospect's real fields only (a missing field
 * leaves its sentence out, never a guess), in English or French after the language of the thread.
 */
export interface PersonFacts {
  first_name?: string | null;
  last_name?: string | null;
  company?: string | null;
  position?: string | null;
}

export type Lang = 'en' | 'fr';

const FRENCH_WORDS = new Set(
  'je vous nous le la les un une des est pas merci bonjour oui non avec pour dans sur mais plus votre notre cette ce que qui au aux du et suis sommes'.split(
    ' ',
  ),
);
/** English or French, by the share of common French words. */
export function detectLang(text: string): Lang {
  const words = text.toLowerCase().match(/[a-zà-ÿ']+/g) ?? [];
  if (!words.length) return 'en';
  const fr = words.filter((w) => FRENCH_WORDS.has(w)).length;
  return fr / words.length >= 0.15 ? 'fr' : 'en';
}

const REPLIES: Record<Lang, Record<AiLabel, string>> = {
  en: {
    interested:
      "Great to hear from you{name}! Would Tuesday or Thursday suit you for a 20-minute call? I'll send an invite for whichever works best.",
    not_interested:
      'Thanks for letting me know{name}, I appreciate the honest answer. If things change{at}, I am happy to pick this up again.',
    out_of_office: "Thanks{name}, no rush at all. I'll follow up once you're back.",
    making_an_introduction:
      'Thank you for the introduction{name}! I will reach out directly and keep you posted.',
    wrong_contact: 'Sorry for the mix-up{name}, and thanks for telling me. I will update my records.',
    follow_up_later: "Understood{name}, thanks. I'll get back in touch then.",
    hard_no: 'Understood{name}. I have taken you off my list and will not contact you again.',
    neutral: 'Thanks for your reply{name}! Happy to share more details{at} whenever it suits you.',
  },
  fr: {
    interested:
      'Ravi de votre retour{name} ! Mardi ou jeudi vous conviendrait-il pour un appel de 20 minutes ? Je vous envoie une invitation.',
    not_interested:
      'Merci pour votre réponse{name}, je comprends tout à fait. Si les choses évoluent{at}, je serai ravi d’en reparler.',
    out_of_office: 'Merci{name}, rien ne presse. Je reviendrai vers vous à votre retour.',
    making_an_introduction:
      'Merci pour la mise en relation{name} ! Je prends contact directement et vous tiens informé.',
    wrong_contact:
      'Désolé pour la confusion{name}, et merci de me l’avoir signalé. Je mets à jour mes informations.',
    follow_up_later: 'C’est noté{name}, merci. Je reviendrai vers vous à ce moment-là.',
    hard_no: 'C’est noté{name}. Je vous retire de ma liste et ne vous contacterai plus.',
    neutral: 'Merci pour votre réponse{name} ! Je peux vous en dire plus{at} quand cela vous convient.',
  },
};

const clean = (s: string | null | undefined) => (s ?? '').trim();

/** A reply to the thread's last message, after its AI label; signs with the sender's first name when known. */
export function replyTemplate(
  label: AiLabel,
  lang: Lang,
  prospect: PersonFacts,
  senderFirstName?: string | null,
): string {
  const first = clean(prospect.first_name);
  const company = clean(prospect.company);
  const greeting =
    lang === 'fr' ? (first ? `Bonjour ${first},` : 'Bonjour,') : first ? `Hi ${first},` : 'Hi,';
  const body = REPLIES[lang][label]
    .replace('{name}', '')
    .replace('{at}', company ? (lang === 'fr' ? ` chez ${company}` : ` at ${company}`) : '');
  const sender = clean(senderFirstName);
  const sign = lang === 'fr' ? 'Bien à vous' : 'Best';
  return `${greeting}\n\n${body}\n\n${sign}${sender ? `,\n${sender}` : ''}`;
}

const FILLERS = [
  /\bI hope (this|you)[^.!?]*[.!?]\s*/gi,
  /\bI just wanted to\b/gi,
  /\bjust\b\s*/gi,
  /\breally\b\s*/gi,
  /\bvery\b\s*/gi,
  /\bbasically\b\s*/gi,
  /\bactually\b\s*/gi,
];

const sentences = (text: string) =>
  text
    .match(/[^.!?\n]+[.!?]*\s*/g)
    ?.map((s) => s.trim())
    .filter(Boolean) ?? [];

/** Shorter: filler words out, then the first half of the sentences (at least one); greeting and sign-off kept. */
export function shorter(text: string): string {
  const lines = text.trim().split('\n');
  const greeting = /^(hi|hello|hey|dear|bonjour)\b/i.test(lines[0] ?? '') ? lines.shift()! : null;
  let body = lines.join(' ');
  for (const f of FILLERS)
    body = body.replace(f, (m) => (m.toLowerCase().startsWith('i just wanted to') ? 'I want to' : ''));
  const all = sentences(body);
  const kept = all.slice(0, Math.max(1, Math.ceil(all.length / 2)));
  const out = kept.join(' ').replace(/\s+/g, ' ').trim();
  return greeting ? `${greeting}\n\n${out}` : out;
}

/** Friendlier: a greeting with the first name, a warm opener, a warm sign-off. */
export function friendlier(text: string, prospect: PersonFacts, lang: Lang): string {
  const first = clean(prospect.first_name);
  let body = text.trim();
  const hasGreeting = /^(hi|hello|hey|dear|bonjour|salut)\b/i.test(body);
  if (hasGreeting) body = body.replace(/^[^\n]*\n*/, '');
  body = body.replace(
    /\b(Regards|Kind regards|Best regards|Sincerely)\b/g,
    lang === 'fr' ? 'Belle journée' : 'Cheers',
  );
  const greeting = lang === 'fr' ? `Bonjour${first ? ` ${first}` : ''} !` : `Hi${first ? ` ${first}` : ''}!`;
  const opener =
    lang === 'fr' ? 'J’espère que vous passez une bonne semaine.' : 'Hope you are having a great week.';
  const closing = /(thanks|thank you|cheers|merci|belle journée)[^\n]*$/i.test(body)
    ? ''
    : lang === 'fr'
      ? '\n\nMerci beaucoup !'
      : '\n\nThanks so much!';
  return `${greeting} ${opener}\n\n${body}${closing}`;
}

/** An opening line from the prospect's position and company; null when neither is known (nothing to say). */
export function icebreaker(prospect: PersonFacts, lang: Lang = 'en'): string | null {
  const position = clean(prospect.position);
  const company = clean(prospect.company);
  if (!position && !company) return null;
  if (lang === 'fr')
    return position && company
      ? `J’ai vu que vous êtes ${position} chez ${company}.`
      : `J’ai vu votre parcours${company ? ` chez ${company}` : ` en tant que ${position}`}.`;
  return position && company
    ? `I noticed you're ${position} at ${company}.`
    : company
      ? `I came across your work at ${company}.`
      : `I came across your profile as ${position}.`;
}
