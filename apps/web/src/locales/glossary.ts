/**
 * The product's words in each language (issue 35 item 9): the spec's nouns and the product's own, each with
 * the word a translation uses and the words it must not use. `glossary.test.ts` holds every value of every
 * locale file against it. Patterns are regular expressions matched as whole words, case-insensitively.
 *
 * - `forbid`: refused in every value of the language — mostly the English word left untranslated.
 * - `notFor`: another word refused where the English text means this term (its value says `en`), unless the
 *   English says that other word too (`alsoEn`): French "contact" is right for a CRM contact, wrong for a
 *   prospect.
 */
export type GlossaryLanguage = 'fr' | 'de' | 'pt' | 'es';

export interface GlossaryRule {
  /** The word to use (for translators; the test checks the refused ones). */
  use: string;
  forbid?: string[];
  notFor?: string[];
}

export interface GlossaryTerm {
  term: string;
  /** The term's English forms. */
  en: string;
  /** English words whose translation may be a `notFor` word. */
  alsoEn?: string;
  rules: Record<GlossaryLanguage, GlossaryRule>;
}

export const GLOSSARY: GlossaryTerm[] = [
  {
    term: 'workspace',
    en: 'workspaces?',
    rules: {
      fr: { use: 'espace de travail', forbid: ['workspaces?'] },
      de: { use: 'Arbeitsbereich', forbid: ['workspaces?'] },
      pt: { use: 'espaço de trabalho', forbid: ['workspaces?'] },
      es: { use: 'espacio de trabajo', forbid: ['workspaces?'] },
    },
  },
  {
    term: 'campaign',
    en: 'campaigns?',
    rules: {
      fr: { use: 'campagne', forbid: ['campaigns?'] },
      de: { use: 'Kampagne', forbid: ['campaigns?'] },
      pt: { use: 'campanha', forbid: ['campaigns?'] },
      es: { use: 'campaña', forbid: ['campaigns?'] },
    },
  },
  {
    term: 'prospect',
    en: 'prospects?',
    alsoEn: 'contacts?|people|persons?|members?',
    rules: {
      fr: { use: 'prospect', notFor: ['contacts?'] },
      de: { use: 'Interessent', forbid: ['prospects?'], notFor: ['kontakte?n?'] },
      pt: { use: 'prospect', notFor: ['contatos?', 'contactos?'] },
      es: { use: 'prospecto', forbid: ['prospects?'], notFor: ['contactos?'] },
    },
  },
  {
    term: 'lead',
    en: 'leads?',
    // the sales loanword in all four: no alternative is refused
    rules: {
      fr: { use: 'lead' },
      de: { use: 'Lead' },
      pt: { use: 'lead' },
      es: { use: 'lead' },
    },
  },
  {
    term: 'inbox',
    en: 'inbox(?:es)?',
    rules: {
      fr: { use: 'boîte de réception', forbid: ['inbox(?:es)?'] },
      de: { use: 'Posteingang', forbid: ['inbox(?:es)?'] },
      pt: { use: 'caixa de entrada', forbid: ['inbox(?:es)?'] },
      es: { use: 'bandeja de entrada', forbid: ['inbox(?:es)?'] },
    },
  },
  {
    term: 'sequence',
    en: 'sequences?',
    rules: {
      fr: { use: 'séquence', forbid: ['sequences?'] },
      de: { use: 'Sequenz', forbid: ['sequences?'] },
      pt: { use: 'sequência', forbid: ['sequences?'] },
      es: { use: 'secuencia', forbid: ['sequences?'] },
    },
  },
  {
    term: 'step',
    en: 'steps?',
    rules: {
      fr: { use: 'étape', forbid: ['steps?'] },
      de: { use: 'Schritt', forbid: ['steps?'] },
      pt: { use: 'etapa', forbid: ['steps?'], notFor: ['passos?'] },
      es: { use: 'paso', forbid: ['steps?'], notFor: ['etapas?'] },
    },
  },
  {
    term: 'invitation',
    en: 'invitations?|invites?',
    rules: {
      fr: { use: 'invitation' },
      de: { use: 'Einladung', forbid: ['invitations?'] },
      pt: { use: 'convite', forbid: ['invitations?'] },
      es: { use: 'invitación', forbid: ['invitations?'] },
    },
  },
  {
    term: 'label',
    en: 'labels?',
    rules: {
      fr: { use: 'étiquette', forbid: ['labels?'] },
      // German product language uses the loanword "Label" (as in "KI-Label")
      de: { use: 'Label' },
      pt: { use: 'etiqueta', forbid: ['labels?'] },
      es: { use: 'etiqueta', forbid: ['labels?'] },
    },
  },
  {
    term: 'pipeline',
    en: 'pipelines?',
    rules: {
      // the loanword is the usual sales word in French and German ("pipeline commercial", "Vertriebspipeline")
      fr: { use: 'pipeline' },
      de: { use: 'Pipeline' },
      pt: { use: 'funil', forbid: ['pipelines?'] },
      es: { use: 'embudo', forbid: ['pipelines?'] },
    },
  },
  {
    term: 'deal',
    en: 'deals?',
    rules: {
      fr: { use: 'affaire', forbid: ['deals?'] },
      de: { use: 'Deal' },
      pt: { use: 'negócio', forbid: ['deals?'] },
      es: { use: 'negocio', forbid: ['deals?'] },
    },
  },
  {
    term: 'task',
    en: 'tasks?',
    rules: {
      fr: { use: 'tâche', forbid: ['tasks?'] },
      de: { use: 'Aufgabe', forbid: ['tasks?'] },
      pt: { use: 'tarefa', forbid: ['tasks?'] },
      es: { use: 'tarea', forbid: ['tasks?'] },
    },
  },
  {
    term: 'template',
    en: 'templates?',
    rules: {
      fr: { use: 'modèle', forbid: ['templates?'] },
      de: { use: 'Vorlage', forbid: ['templates?'] },
      pt: { use: 'modelo', forbid: ['templates?'] },
      es: { use: 'plantilla', forbid: ['templates?'] },
    },
  },
  {
    term: 'mailbox',
    en: 'mailbox(?:es)?',
    rules: {
      fr: { use: 'boîte mail', forbid: ['mailbox(?:es)?'] },
      de: { use: 'Postfach', forbid: ['mailbox(?:es)?'] },
      pt: { use: 'caixa de e-mail', forbid: ['mailbox(?:es)?'] },
      es: { use: 'buzón', forbid: ['mailbox(?:es)?'] },
    },
  },
  {
    term: 'dialer',
    en: 'dialers?',
    rules: {
      fr: { use: 'numéroteur', forbid: ['dialers?'] },
      de: { use: 'Telefonwähler', forbid: ['dialers?'] },
      pt: { use: 'discador', forbid: ['dialers?'] },
      es: { use: 'marcador', forbid: ['dialers?'] },
    },
  },
  {
    term: 'account',
    en: 'accounts?',
    rules: {
      fr: { use: 'compte', forbid: ['accounts?'] },
      de: { use: 'Konto', forbid: ['accounts?'] },
      pt: { use: 'conta', forbid: ['accounts?'] },
      es: { use: 'cuenta', forbid: ['accounts?'] },
    },
  },
];

/** Names kept as they are in every language (removed before the check): products and brands. */
export const BRAND_NAMES = [
  'Google Workspace',
  'Google-Workspace',
  'Sales Navigator',
  'Converge hub',
  'Constant Contact',
  'Microsoft Teams',
];
