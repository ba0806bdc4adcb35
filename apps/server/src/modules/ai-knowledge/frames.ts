import type { UiLanguage } from '@leadloop/domain';

/**
 * The offline drafter's frames: the only sentences of a draft that state nothing about the seller (a
 * greeting with the prospect's first name, thanks, an offer to talk). Every other sentence is a fact and
 * must be quoted from a passage. Written in each language, not translated word for word.
 */
export interface Frames {
  greeting: (firstName: string) => string;
  thanks: string;
  /** Introduces quoted facts; states nothing itself. */
  lead: string;
  cta: string;
}

export const FRAMES: Record<UiLanguage, Frames> = {
  en: {
    greeting: (n) => (n ? `Hi ${n},` : 'Hi,'),
    thanks: 'Thanks for getting back to me.',
    lead: 'Here is what I can tell you:',
    cta: 'Would you be open to a short call to go through it together?',
  },
  fr: {
    greeting: (n) => (n ? `Bonjour ${n},` : 'Bonjour,'),
    thanks: 'Merci pour votre retour.',
    lead: 'Voici ce que je peux vous dire :',
    cta: 'Seriez-vous disponible pour un court échange afin d’en parler ensemble ?',
  },
  de: {
    greeting: (n) => (n ? `Hallo ${n},` : 'Hallo,'),
    thanks: 'Danke für Ihre Rückmeldung.',
    lead: 'Dazu kann ich Ihnen Folgendes sagen:',
    cta: 'Hätten Sie Zeit für ein kurzes Gespräch, um das gemeinsam durchzugehen?',
  },
  pt: {
    greeting: (n) => (n ? `Olá ${n},` : 'Olá,'),
    thanks: 'Obrigado pelo seu retorno.',
    lead: 'Posso dizer o seguinte:',
    cta: 'Teria disponibilidade para uma conversa rápida para vermos isso juntos?',
  },
  es: {
    greeting: (n) => (n ? `Hola ${n},` : 'Hola,'),
    thanks: 'Gracias por su respuesta.',
    lead: 'Esto es lo que puedo contarle:',
    cta: '¿Le vendría bien una llamada breve para verlo juntos?',
  },
};

/** Whether a sentence is one of the frames (so it needs no citation). */
export function isFrame(sentence: string, firstName: string): boolean {
  const s = sentence.trim();
  return Object.values(FRAMES).some(
    (f) => s === f.greeting(firstName) || s === f.thanks || s === f.lead || s === f.cta,
  );
}
