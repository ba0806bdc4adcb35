/**
 * Cues shared by the five languages: each names one idea a reply can carry ("take me off the list", "I am away
 * until", "talk to my colleague") and lists how EN, FR, DE, ES and PT say it. A reply carrying the idea gets the
 * cue as one more feature, so what the classifier learns from an English reply helps a German one with few
 * examples of its own. The cues do not decide a label: the classifier weighs them with the words, from the
 * training set. Each term is a regular expression matched as whole words on the reply's body, lower case,
 * accents off (ß as ss). A term must occur in a training reply if it occurs in a held-out one (a test checks
 * it): the held-out sets measure the cues, they do not write them.
 */
// prettier-ignore
export const CUE_TERMS: Record<string, string[]> = {
  unsubscribe: [
    'unsubscri\\w*', 'opt[ -]?out', 'abmeld\\w*', 'abbestell\\w*', 'austrag\\w*',
    '(aus|von) \\w+ (liste|verteiler|newsletter)', 'desabonn\\w*', 'desinscri\\w*', 'desincri\\w*',
    'dar(me|nos|se)? de baja', 'de baja', 'baja', 'descadastr\\w*',
    'cancel\\w* (a |la |mi |minha |meu )?(suscripcion|subscricao|inscricao|abo\\w*)', 'kundig\\w*',
  ],
  remove: [
    'remove', 'removed', 'delete', 'take me off', 'off your list', 'entfern\\w*', 'streich\\w*', 'losch\\w*',
    'retir\\w*', 'supprim\\w*', 'quit(en|ar|adme|ame|enme)\\w*', 'elimin\\w*', 'borr\\w*', 'saqu\\w*',
    'exclu\\w*', 'apag\\w*', 'tir(a|e|em|ar)[ -]?me', 'me tir\\w*', 'remov\\w*',
  ],
  list: [
    'list', 'mailing', 'newsletter', 'verteiler', 'liste', 'datenbank', 'database', 'fichier', 'lista',
    'base de datos', 'banco de dados',
  ],
  stop: [
    'stop', 'stopping', 'cease', 'arret\\w*', 'aufhor\\w*', 'hor(en sie|t|) auf', 'lass(en sie|t)? (mich|das)',
    'laissez[ -]moi', 'leave me alone', 'dej(e|en|ad|a|enme) de', 'dejenme', 'deja de', 'pare', 'parem',
    'pararem', 'pararan', 'go away', 'block\\w*', 'bloque\\w*', 'harass\\w*', 'harcel\\w*', 'belastig\\w*',
    'acos\\w*', 'assedio', 'la paix', 'in ruhe', 'en paz', 'em paz',
  ],
  never_again: [
    'never', 'anymore', 'again', 'nie', 'niemals', 'nicht mehr', 'keine \\w* ?mehr', 'wieder', 'jamais',
    'plus jamais', 'ne \\w+ plus', 'nunca', 'no \\w+ mas', 'mas correos', 'nunca mais', 'nao \\w+ mais',
    'mais e-?mails?', 'de novo',
  ],
  contact: [
    'contact\\w*', 'email\\w*', 'e-mail\\w*', 'mail', 'mails', 'message\\w*', 'write', 'writing', 'kontakt\\w*',
    'anschreib\\w*', 'schreib\\w*', 'ecri\\w*', 'recontact\\w*', 'relanc\\w*', 'escrib\\w*', 'escrit\\w*',
    'correo\\w*', 'mensaje\\w*', 'contat\\w*', 'escrev\\w*', 'mensage\\w*', 'enviar', 'envien', 'enviem',
  ],
  privacy: [
    'spam', 'gdpr', 'dsgvo', 'rgpd', 'lgpd', 'cnil', 'datenschutz', 'privacy', 'werbung', 'publicidad\\w*',
    'publicidade', 'publicite', 'consent\\w*', 'consen\\w*', 'consien\\w*', 'widerspruch', 'oppos\\w*',
    'abmahnung', 'denunci\\w*', 'report you', 'signale\\w*', 'melde ich',
  ],
  away: [
    'out of (the )?office', 'ooo', 'vacation', 'holiday\\w*',
    '(annual|parental|medical|sick|maternity|paternity) leave', 'on leave', 'away', 'abwesen\\w*', 'urlaub',
    'nicht im (buro|buero|haus)', 'ausser haus', 'mutterschutz', 'krank\\w*', 'sabbatical', 'conge\\w*',
    'absent\\w*', 'vacances', 'deplacement', 'arret maladie', 'vacaciones', 'ausente', 'fuera de la oficina',
    'de baja (medica|por)', 'de viaje', 'de permiso', 'ferias', 'fora do escritorio', 'licenca', 'afastad\\w*',
    'viagem', 'viajando',
  ],
  auto_reply: [
    'auto[ -]?reply', 'automatic reply', 'automatische antwort', 'abwesenheitsnotiz', 'reponse automatique',
    "message d'absence", 'respuesta automatica', 'mensaje de ausencia', 'resposta automatica',
    'mensagem de ausencia',
  ],
  back: [
    'return\\w*', 'be back', 'back on', 'zuruck\\w*', 'ruckkehr', 'wieder (im|da|erreichbar)', 'retour',
    'de retour', 'regreso', 'vuelta', 'vuelvo', 'volta', 'volto', 'retorno', 'regress\\w*',
  ],
  date: [
    '\\d{1,2}[./]\\d{1,2}', '\\d{1,2}(st|nd|rd|th)', 'jan', 'january', 'januar', 'janvier', 'janeiro', 'enero',
    'february', 'februar', 'febrero', 'fev', 'fevereiro', 'march', 'april', 'avril', 'abril', 'mai', 'mayo',
    'maio', 'june', 'juni', 'juin', 'junio', 'junho', 'july', 'juli', 'juillet', 'julio', 'august', 'aout',
    'agosto', 'sept?', 'september', 'septembre', 'septiembre', 'setembro', 'oct', 'october', 'oktober',
    'octobre', 'octubre', 'outubro', 'nov', 'november', 'novembre', 'noviembre', 'novembro', 'dec', 'dezember',
    'decembre', 'diciembre', 'dezembro', 'dez', 'dic',
  ],
  colleague: [
    'colleague', 'cc', "cc'd", 'copying', 'loop\\w*', 'kolleg\\w*', 'kopie', 'collegue', 'copie',
    'companer\\w*', 'compa\u00f1er\\w*', 'copia', 'colega', 'copiei',
  ],
  forward: [
    'forward\\w*', 'introduc\\w*', 'connect(ing)? you', 'weitergeleit\\w*', 'weitergegeben', 'weiterleit\\w*',
    'vorstell\\w*', 'verbind\\w*', 'transfer\\w*', 'transmis', 'presente', 'presenter', 'mise? en relation',
    'reenvi\\w*', 'presento', 'pongo en contacto', 'encaminh\\w*', 'apresent\\w*', 'conectar',
  ],
  right_person: [
    'right (person|contact)', 'best (person|contact)', 'in charge', 'owns', 'handles', 'richtige\\w*',
    'ansprechpartner\\w*', 'zustandig\\w*', 'bonne? (personne|interlocut\\w*|contact)',
    'persona (adecuada|indicada)', 'responsable', 'encarga', 'pessoa (certa|indicada)', 'responsavel', 'cuida',
  ],
  gone: [
    'no longer', 'left (the|that|this)?\\s?(company|firm)?', "don'?t work", 'not work\\w*',
    'nicht mehr (bei|in|tatig|beschaftigt)', 'verlassen', 'rente', 'quitte', 'ne (fait|travaille) plus',
    'retraite', 'ya no (trabaja|trabajo|forma)', 'deje la', 'nao (trabalh\\w*|faz) mais', 'sai da', 'retired',
  ],
  wrong: [
    'wrong', 'mixed me up', 'falsch\\w*', 'verwechs\\w*', 'mauvais\\w*', 'trompe\\w*', 'equivoca\\w*',
    'incorrect\\w*', 'errad\\w*', 'errou',
  ],
  later: [
    'later', 'next (month|year|quarter)', 'in a few', 'circle back', 'revisit', 'after the', 'spater',
    'nachste\\w* (monat|jahr|quartal)', 'in ein paar', 'nach (den|der|dem|unserer)', 'plus tard', 'apres',
    'le mois prochain', "l'an prochain", 'mas adelante', 'mas tarde', 'despues', 'el mes que viene',
    'el ano que viene', 'mais tarde', 'mais para frente', 'depois', 'daqui a', 'mes que vem', 'ano que vem',
    'momentan', 'moment', 'now', 'jetzt', 'gerade', 'maintenant', 'ahora', 'agora', 'enquanto',
  ],
  period: [
    'q[1-4]', 'quarter', 'quartal', 'trimestre', 't[1-4]', 'spring', 'summer', 'autumn', 'fall', 'winter',
    'fruhjahr', 'fruhling', 'ete', 'automne', 'hiver', 'primavera', 'otono', 'invierno', 'verao', 'outono',
    'inverno', 'weeks', 'wochen', 'semaines', 'semanas', 'months', 'monate\\w*', 'mois', 'meses',
  ],
  meeting: [
    'call', 'demo\\w*', 'meeting', 'meet', 'chat', 'talk', 'termin\\w*', 'telefonier\\w*', 'austausch', 'rdv',
    'rendez-vous', 'appel', 'echange', 'reunion', 'llamada', 'charla', 'hablamos', 'hablemos', 'reuniao',
    'ligacao', 'conversa\\w*', 'calendly', 'calendar', 'kalender', 'agenda', 'slot\\w*', 'creneau\\w*',
    'horario\\w*', 'hueco',
  ],
  price: [
    'price\\w*', 'pricing', 'cost\\w*', 'preis\\w*', 'kost\\w*', 'prix', 'tarif\\w*', 'combien', 'precio\\w*',
    'cuesta', 'cuanto', 'preco\\w*', 'custa', 'quanto', 'budget\\w*', 'presupuesto', 'orcamento',
  ],
  accepted: [
    'accepted', 'angenommen', 'zusage', 'zugesagt', 'accepte', 'aceptad\\w*', 'aceito', 'aceita',
  ],
  no_interest: [
    'not interested', 'kein(e|en)? (interesse|bedarf)', 'nicht interessiert', 'pas interesse\\w*',
    'no estamos interesad\\w*', 'nao (temos|tenho) interesse', 'sem interesse', 'desinteress\\w*',
  ],
  interest: [
    'interest\\w*', 'interess\\w*', 'interes\\w*', 'intere\\w*',
  ],
  negation: [
    'not', 'no', "don'?t", 'never', 'nicht', 'kein\\w*', 'nein', 'nie', 'ne', 'pas', 'non', 'jamais', 'nunca',
    'nada', 'nao', 'sem',
  ],
  thanks: [
    'thanks', 'thank you', 'danke', 'merci', 'gracias', 'obrigad\\w*',
  ],
  have_one: [
    'already', 'happy with', 'satisfied', 'all set', 'zufrieden', 'bereits', 'schon', 'deja', 'satisfait\\w*',
    'contentos', 'satisfeit\\w*', 'in-?house', 'intern\\w*', 'en interne', 'competitor', 'wettbewerber',
    'concurrent', 'competidor', 'concorrente',
  ],
  why_me: [
    'where did you', 'how did you', 'why (are|do) you', 'wo haben sie', 'warum', 'wieso', 'ou avez-vous',
    'comment avez-vous', 'pourquoi', 'de donde', 'por que', 'por qu\u00e9', 'de onde', 'quem e voce',
    'who are you', 'wer sind sie', 'qui etes-vous', 'quien es',
  ],
  time: [
    '\\d{1,2}[:h]\\d{2}', '\\d{1,2} ?(uhr|am|pm|h)',
  ],
};

const CUES = Object.entries(CUE_TERMS).map(
  ([name, terms]) => [`cue_${name}`, new RegExp(`\\b(${terms.join('|')})\\b`)] as const,
);

/** Lower case, accents off, ß as ss, apostrophes straight; punctuation kept. */
export function plainText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[’']/g, "'");
}

/** The cues a reply's plain text (plainText) carries, a question mark included. */
export function cues(plain: string): string[] {
  const out = CUES.filter(([, re]) => re.test(plain)).map(([name]) => name);
  if (plain.includes('?')) out.push('cue_question');
  return out;
}
