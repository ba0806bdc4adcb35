/**
 * What the prospect wrote in a reply, without what came with it: the quoted earlier message (which is our own
 * outreach, often ending in "reply STOP to unsubscribe"), the client's "Sent from my iPhone", the signature and
 * the opening greeting. Works on the five languages the product speaks (EN, FR, DE, ES, PT).
 */

/** A line that starts the quoted thread: everything from it on is the earlier message. */
const QUOTE_START = [
  /^\s*>/,
  // Gmail / Apple Mail: "On … wrote:", "Am … schrieb …:", "Le … a écrit :", "El … escribió:", "Em … escreveu:".
  /(wrote|schrieb[^:]*|a écrit|escribió|escreveu)\s*:\s*$/i,
  /^\s*-{2,}\s*(original message|ursprüngliche nachricht|message d'origine|mensaje original|mensagem original|forwarded message|weitergeleitete nachricht|message transféré)/i,
];
/** Outlook's header block: "From:" then "Sent:" (or its translation) on the next line. */
const HEADER_FROM = /^\s*(from|von|de|da)\s?:\s*\S/i;
const HEADER_SENT =
  /^\s*(sent|date|gesendet|datum|envoyé|enviado|enviada|enviado el|enviada em|enviado em|data)(\s(el|em|le))?\s?:/i;
/** Mail clients' footers. */
const CLIENT_FOOTER =
  /^\s*(sent from|get outlook|von meinem|gesendet von|envoyé de|envoyé depuis|enviado desde|enviado do|enviado de|obtenha o outlook)\b/i;

/** Closing formulas; a line that is one of them (optionally followed by a name) starts the signature. */
const CLOSINGS = [
  'best regards',
  'kind regards',
  'warm regards',
  'best wishes',
  'many thanks',
  'thank you',
  'regards',
  'best',
  'cheers',
  'thanks',
  'thx',
  'mit freundlichen grüßen',
  'mit freundlichen grüssen',
  'freundliche grüße',
  'viele grüße',
  'beste grüße',
  'liebe grüße',
  'schöne grüße',
  'herzliche grüße',
  'grüße',
  'gruß',
  'mfg',
  'vg',
  'lg',
  'danke',
  'bien cordialement',
  'cordialement',
  'bien à vous',
  'bonne journée',
  'cdt',
  'merci',
  'un cordial saludo',
  'saludos cordiales',
  'un saludo',
  'saludos',
  'atentamente',
  'abrazo',
  'un abrazo',
  'gracias',
  'atenciosamente',
  'cordialmente',
  'cumprimentos',
  'abraços',
  'abraço',
  'abs',
  'att',
  'obrigado',
  'obrigada',
];
const GREETING =
  /^\s*(hi|hello|hey|dear|hallo|guten tag|guten morgen|sehr geehrte[rn]?|liebe[rn]?|servus|moin|bonjour|bonsoir|salut|hola|buenos días|buenas tardes|buenas|estimad[oa]s?|olá|ola|oi|bom dia|boa tarde|prezad[oa]s?)(?=[\s,!:]|$)/i;

/** A line made of a closing formula and at most three capitalised words (a name, initials). */
function isClosing(line: string): boolean {
  let rest = line.trim();
  let closings = 0;
  // "Danke und Gruß", "Thanks and regards", "Merci et bonne journée": formulas joined by "and".
  for (;;) {
    const l = rest.toLowerCase();
    const closing = CLOSINGS.find((c) => l === c || (l.startsWith(c) && /^[\s,.!]/.test(l.slice(c.length))));
    if (!closing) break;
    closings++;
    rest = rest.slice(closing.length).replace(/^[\s,.!]+/, '');
    const joined = /^(and|und|et|y|e)\s+/i.exec(rest);
    if (!joined) break;
    rest = rest.slice(joined[0].length);
  }
  if (!closings) return false;
  if (!rest) return true;
  const words = rest.split(/\s+/);
  return words.length <= 3 && words.every((w) => /^\p{Lu}[\p{L}.'-]*,?$/u.test(w));
}

/** A greeting line on its own: "Hi Julia," "Sehr geehrter Herr Keller," "Hola Marta". */
function isGreeting(line: string): boolean {
  const l = line.trim();
  return GREETING.test(l) && l.split(/\s+/).length <= 5 && !/[.?!]$/.test(l);
}

const isNameLine = (line: string) => {
  const words = line.trim().split(/\s+/);
  return !line.trim() || (words.length <= 3 && words.every((w) => /^(\p{Lu}[\p{L}.'-]*|\/|\|)$/u.test(w)));
};

export function replyBody(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const kept: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (QUOTE_START.some((re) => re.test(line))) break;
    if (HEADER_FROM.test(line) && HEADER_SENT.test(lines[i + 1] ?? '')) break;
    if (CLIENT_FOOTER.test(line)) break;
    if (/^\s*--\s*$/.test(line)) break;
    const said = kept.some((l) => l.trim());
    if (said && isClosing(line)) break;
    if (!said && isGreeting(line)) continue;
    kept.push(line);
  }
  // A name or a role left alone on the last line ("Tomás", "Reception") once the formula was on the reply's line.
  while (kept.length > 1 && isNameLine(kept[kept.length - 1]!)) kept.pop();
  const body = kept.join('\n').trim();
  // A reply that is only a quote or a signature ("Thanks," then the thread): keep its first line.
  return body || (lines.find((l) => l.trim()) ?? '').trim();
}
