import type { AiLabel } from '@leadloop/domain';
import type { EscalationReason } from '@leadloop/domain/ai-knowledge/entities';
import { fold } from './text.js';

/**
 * The escalation rules that cannot be switched off (issue 38 item 4): the employee never answers an
 * opt-out or hard no, an angry reply, or a question about price or a contract (it may not commit to
 * either); a question its knowledge cannot answer is checked later, against retrieval (draft.ts).
 * Cues are folded (lower case, no accents) phrases in the five languages; the AI label of the reply
 * (hard_no, not_interested) counts as an opt-out too. There is no setting that turns a rule off.
 */
const OPT_OUT = [
  // en
  'unsubscribe', 'opt out', 'opt-out', 'remove me', 'take me off', 'stop emailing', 'stop messaging', 'stop contacting',
  'stop writing', 'do not contact', "don't contact", 'dont contact', 'never contact', 'no longer contact', 'not interested',
  'no interest', 'leave me alone', 'stop sending', 'delete my', 'erase my', 'gdpr', 'off your list', 'off the list',
  'from your list', 'mailing list', 'no thanks', 'no thank you', 'please stop', "we're not looking", 'we are not looking',
  'not looking for', 'pass on this', "we'll pass", 'not a fit', 'not for us', 'do not email', "don't email", 'spam',
  // fr
  'desabonner', 'desinscri', 'desinscrire', 'retirez-moi', 'retirez moi', 'supprimez-moi', 'supprimez moi',
  'ne me contactez plus', 'ne plus me contacter', 'ne m ecrivez plus', "ne m'ecrivez plus", 'arretez de m',
  'pas interesse', 'aucun interet', 'non merci', 'laissez-moi tranquille', 'laissez moi tranquille', 'rgpd',
  'de votre liste', 'ca ne nous interesse pas', 'cela ne nous interesse pas', 'ne nous interesse pas',
  // de
  'abmelden', 'austragen', 'abbestellen', 'kein interesse', 'nicht interessiert', 'kontaktieren sie mich nicht',
  'nicht mehr kontaktieren', 'nicht mehr anschreiben', 'schreiben sie mir nicht', 'horen sie auf', 'lassen sie mich in ruhe',
  'loschen sie meine', 'dsgvo', 'aus ihrem verteiler', 'von ihrer liste', 'nein danke', 'kein bedarf',
  // es
  'darme de baja', 'darse de baja', 'dar de baja', 'desuscribir', 'no me interesa', 'no nos interesa', 'no estoy interesad',
  'no estamos interesad', 'dejen de escribir', 'deje de escribir', 'no me contacte', 'no vuelva a contactar',
  'no me escriba', 'borren mis datos', 'eliminen mis datos', 'quitenme', 'sacame de', 'de su lista', 'no gracias',
  // pt
  'descadastr', 'cancelar inscricao', 'nao tenho interesse', 'nao temos interesse', 'nao estou interessad',
  'nao estamos interessad', 'parem de', 'pare de me', 'nao me contate', 'nao entre em contato', 'remova meu',
  'removam meu', 'me tire da', 'apaguem meus dados', 'lgpd', 'nao obrigado', 'nao, obrigado', 'sem interesse',
];

const ANGRY = [
  // en
  'ridiculous', 'annoying', 'harass', 'stupid', 'idiot', 'scam', 'sick of', 'fed up', 'how dare', 'wtf', 'damn',
  'shut up', 'pathetic', 'outrageous', 'disgusting', 'unacceptable', 'report you', 'reporting you', 'angry', 'furious',
  'waste of my time', 'the hell', 'crap', 'bullshit', 'third time', 'for the last time', 'pissed',
  // fr
  'ridicule', 'agacant', 'harcel', 'harcelement', 'stupide', 'idiot', 'arnaque', 'ras le bol', 'marre', 'inadmissible', 'inacceptable',
  'scandaleux', 'honteux', 'furieux', 'enerve', 'perte de temps', 'je vais vous signaler', 'signaler',
  // de
  'lacherlich', 'nervig', 'belastig', 'belastigung', 'dumm', 'idiot', 'betrug', 'unverschamt', 'frechheit', 'unverschaemt',
  'inakzeptabel', 'sauer', 'wutend', 'zeitverschwendung', 'melden sie', 'ich werde sie melden', 'zum dritten mal',
  // es
  'ridiculo', 'molesto', 'acoso', 'estupido', 'idiota', 'estafa', 'harto', 'inaceptable', 'vergonzoso', 'furioso',
  'enojado', 'perdida de tiempo', 'voy a denunciar', 'denunciar',
  // pt
  'ridiculo', 'irritante', 'assedio', 'estupido', 'idiota', 'golpe', 'farto', 'cansado disso', 'inaceitavel',
  'vergonhoso', 'furioso', 'irritado', 'perda de tempo', 'vou denunciar', 'denunciar',
];

const PRICE_OR_CONTRACT = [
  // en
  'price', 'pricing', 'cost', 'how much', 'quote', 'discount', 'budget', 'invoice', 'contract', 'terms and conditions',
  'service level', 'license fee', 'licence', 'per seat', 'per user', 'per month', 'subscription fee', 'fee', 'rate card', 'refund',
  'guarantee', 'commitment', 'commit to', 'sign the', 'sign a', 'signing', 'signed', 'msa', 'nda', 'dpa', 'procurement', 'purchase order', 'rates', 'payment terms', 'free trial',
  // fr
  'prix', 'tarif', 'cout', 'combien', 'devis', 'remise', 'reduction', 'facture', 'contrat', 'conditions generales',
  'engagement', 'abonnement', 'garantie', 'rembourse', 'signer', 'bon de commande', 'essai gratuit',
  // de
  'preis', 'kosten', 'kostet', 'wie viel', 'wieviel', 'angebot', 'rabatt', 'budget', 'rechnung', 'vertrag', 'agb',
  'lizenz', 'gebuhr', 'laufzeit', 'kundigungsfrist', 'garantie', 'erstattung', 'unterschreiben', 'bestellung',
  'kostenlos testen', 'testphase',
  // es
  'precio', 'tarifa', 'costo', 'coste', 'cuanto', 'presupuesto', 'cotizacion', 'descuento', 'factura', 'contrato',
  'condiciones', 'licencia', 'suscripcion', 'garantia', 'reembolso', 'firmar', 'orden de compra', 'prueba gratis',
  // pt
  'preco', 'valor', 'custo', 'quanto', 'orcamento', 'cotacao', 'desconto', 'fatura', 'contrato', 'condicoes',
  'licenca', 'assinatura', 'mensalidade', 'garantia', 'reembolso', 'assinar', 'pedido de compra', 'teste gratis',
];

/**
 * A cue matches at a word start with at most 4 more letters (so "cost" finds "costs" but "fee" not
 * "feedback"); folded on both sides.
 */
function matcher(cues: string[]) {
  const alts = [...new Set(cues.map(fold))]
    .map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+'))
    .join('|');
  return new RegExp(`(?:^|[^a-z0-9])(?:${alts})[a-z]{0,4}(?![a-z])`, 'i');
}
const OPT_OUT_RE = matcher(OPT_OUT);
const ANGRY_RE = matcher(ANGRY);
const PRICE_RE = matcher(PRICE_OR_CONTRACT);
/** Shouting: three or more exclamation marks, or a long run of capitals. */
const SHOUT_RE = /!{3,}|\b[A-ZÄÖÜÉÈÀÇ]{4,}(?:\s+[A-ZÄÖÜÉÈÀÇ]{2,}){2,}\b/;

/** The rule that sends this reply to a person, checked in this order; null when the employee may draft. */
export function escalationFor(reply: string, label: AiLabel | null): EscalationReason | null {
  const plain = fold(reply);
  if (label === 'hard_no' || label === 'not_interested' || OPT_OUT_RE.test(plain)) return 'opt_out';
  if (ANGRY_RE.test(plain) || SHOUT_RE.test(reply)) return 'angry';
  if (PRICE_RE.test(plain)) return 'price_or_contract';
  return null;
}

/** The questions a reply asks: sentences ending in "?" (or starting with a question word). */
export function questionsOf(reply: string): string[] {
  const parts = reply.match(/[^.!?\n]+[.!?]*/g) ?? [];
  const QW =
    /^(what|how|when|where|which|who|why|can|could|do|does|is|are|quel|quelle|comment|quand|ou|pourquoi|est-ce|was|wie|wann|wo|welche|warum|gibt|que|como|cuando|donde|cual|quien|por que|o que|quando|onde|qual|quem|porque)\b/i;
  return parts.map((p) => p.trim()).filter((p) => p.endsWith('?') || QW.test(fold(p)));
}
