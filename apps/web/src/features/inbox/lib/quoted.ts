/**
 * Splits an email's text into what the sender wrote and the quoted history below it (folded in the
 * thread). The quote starts at the first of: an attribution line ("On … wrote:", "Le … a écrit :",
 * "Am … schrieb …:", "El … escribió:", "Em … escreveu:"), an "Original Message" / "From:" separator
 * block, or a run of '>' lines that continues to the end (blank lines allowed). Nothing is folded when
 * the whole text would be (a forward without a note keeps its text visible).
 */
const ATTRIBUTION =
  /^\s*(on\b.+\bwrote:|le\b.+\ba [ée]crit\s?:|am\b.+\bschrieb\b.*:|el\b.+\bescribi[óo]:|em\b.+\bescreveu:)\s*$/i;
const SEPARATOR =
  /^\s*(-{2,}\s*(original message|message d'origine|urspr[üu]ngliche nachricht|mensaje original|mensagem original)\s*-{2,}|_{10,})\s*$/i;

export function splitQuoted(text: string): { body: string; quoted: string | null } {
  const lines = text.split(/\r?\n/);
  let start = -1;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (ATTRIBUTION.test(line) || SEPARATOR.test(line)) {
      start = i;
      break;
    }
    // A '>' block that runs to the end of the text.
    if (/^\s*>/.test(line) && lines.slice(i).every((l) => /^\s*(>|$)/.test(l))) {
      start = i;
      break;
    }
  }
  if (start <= 0) return { body: text, quoted: null };
  const body = lines.slice(0, start).join('\n').trimEnd();
  if (!body.trim()) return { body: text, quoted: null };
  return { body, quoted: lines.slice(start).join('\n').trim() };
}
