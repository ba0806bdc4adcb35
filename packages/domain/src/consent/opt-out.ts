/**
 * Opt-out by message (FCC 2024 revocation rule, 47 C.F.R. § 64.1200(a)(10)): a reply of STOP, QUIT, END,
 * REVOKE, OPT OUT, CANCEL or UNSUBSCRIBE — or the same in the recipient's language — revokes consent on
 * every channel; one confirmation text (no marketing) may be sent, and the revocation is honoured at once.
 */
export const OPT_OUT_LANGUAGES = ['en', 'fr', 'de', 'pt', 'es'] as const;
export type OptOutLanguage = (typeof OPT_OUT_LANGUAGES)[number];

/** Keywords, written without accents and in upper case (messages are normalised the same way). */
export const OPT_OUT_KEYWORDS: Readonly<Record<OptOutLanguage, readonly string[]>> = {
  en: ['STOP', 'STOPALL', 'QUIT', 'END', 'REVOKE', 'OPT OUT', 'OPTOUT', 'CANCEL', 'UNSUBSCRIBE', 'REMOVE ME'],
  fr: [
    'ARRET',
    'ARRETER',
    'ARRETEZ',
    'DESABONNER',
    'DESINSCRIRE',
    'DESINSCRIPTION',
    'RETIREZ MOI',
    'NE PLUS ME CONTACTER',
  ],
  de: ['STOPP', 'ABMELDEN', 'ABBESTELLEN', 'KUNDIGEN', 'BEENDEN', 'ENDE', 'AUFHOREN'],
  pt: ['PARAR', 'PARE', 'SAIR', 'CANCELAR', 'DESCADASTRAR', 'REMOVER'],
  es: ['ALTO', 'DETENER', 'BAJA', 'DARSE DE BAJA', 'DAR DE BAJA', 'CANCELAR SUSCRIPCION', 'ANULAR'],
};

/** Upper case, accents and punctuation removed, spaces collapsed. */
export const normaliseOptOutText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();

/** Beyond the keyword, at most this many words ("STOP please", "Stop texting me"): a longer text is a reply. */
const MAX_EXTRA_WORDS = 3;

/**
 * The language of the opt-out keyword the message is, or null when it is not one. A message is an opt-out
 * when it is a keyword, or starts with one followed by at most three words.
 */
export function optOutKeyword(text: string): OptOutLanguage | null {
  const words = normaliseOptOutText(text).split(' ').filter(Boolean);
  if (!words.length) return null;
  // English first: STOP is also used in the other languages.
  for (const language of OPT_OUT_LANGUAGES)
    for (const keyword of OPT_OUT_KEYWORDS[language]) {
      const k = keyword.split(' ');
      const starts = k.every((w, i) => words[i] === w);
      if (starts && words.length - k.length <= MAX_EXTRA_WORDS) return language;
    }
  return null;
}

/** The one confirmation text an opt-out gets, in the keyword's language (no marketing, per the FCC rule). */
export const OPT_OUT_CONFIRMATIONS: Readonly<Record<OptOutLanguage, string>> = {
  en: 'You have been unsubscribed and will receive no further messages from us.',
  fr: 'Votre désinscription est enregistrée : vous ne recevrez plus aucun message de notre part.',
  de: 'Sie wurden abgemeldet und erhalten keine weiteren Nachrichten von uns.',
  pt: 'O seu pedido foi registado: não voltará a receber mensagens nossas.',
  es: 'Se ha dado de baja y no recibirá más mensajes nuestros.',
};
