import type { MessageLanguage } from '../messages/i18n/index.js';

/**
 * The detailed report (POST /reports/detailed) in the five interface languages: the CSV's column headers
 * (campaign, account, step, step type and variant use the words of REPORT_CSV_WORDS) and the e-mail that
 * carries its download link.
 */
export interface DetailedReportWords {
  columns: Record<
    'prospect' | 'profile_link' | 'email' | 'company' | 'done_at' | 'accepted_at' | 'replied_at' | 'relation',
    string
  >;
  subject: string;
  /** `{rows}` and `{period}` are replaced. */
  body: string;
  expires: string;
  link: string;
}

export const DETAILED_REPORT_WORDS: Record<MessageLanguage, DetailedReportWords> = {
  en: {
    columns: {
      prospect: 'Prospect',
      profile_link: 'Profile link',
      email: 'Email',
      company: 'Company',
      done_at: 'Done at',
      accepted_at: 'Accepted at',
      replied_at: 'Replied at',
      relation: 'Lead status',
    },
    subject: 'Your detailed report is ready',
    body: 'Your detailed report ({period}) is ready: {rows} rows, one per prospect and campaign step.',
    expires: 'The link works for 7 days.',
    link: 'Download the report',
  },
  fr: {
    columns: {
      prospect: 'Prospect',
      profile_link: 'Lien du profil',
      email: 'E-mail',
      company: 'Entreprise',
      done_at: 'Fait le',
      accepted_at: 'Accepté le',
      replied_at: 'Répondu le',
      relation: 'Statut du lead',
    },
    subject: 'Votre rapport détaillé est prêt',
    body: 'Votre rapport détaillé ({period}) est prêt : {rows} lignes, une par prospect et étape de campagne.',
    expires: 'Le lien fonctionne pendant 7 jours.',
    link: 'Télécharger le rapport',
  },
  de: {
    columns: {
      prospect: 'Interessent',
      profile_link: 'Profil-Link',
      email: 'E-Mail',
      company: 'Unternehmen',
      done_at: 'Erledigt am',
      accepted_at: 'Angenommen am',
      replied_at: 'Geantwortet am',
      relation: 'Lead-Status',
    },
    subject: 'Ihr detaillierter Bericht ist fertig',
    body: 'Ihr detaillierter Bericht ({period}) ist fertig: {rows} Zeilen, eine pro Interessent und Kampagnenschritt.',
    expires: 'Der Link ist 7 Tage gültig.',
    link: 'Bericht herunterladen',
  },
  pt: {
    columns: {
      prospect: 'Prospect',
      profile_link: 'Link do perfil',
      email: 'E-mail',
      company: 'Empresa',
      done_at: 'Feito em',
      accepted_at: 'Aceito em',
      replied_at: 'Respondido em',
      relation: 'Status do lead',
    },
    subject: 'Seu relatório detalhado está pronto',
    body: 'Seu relatório detalhado ({period}) está pronto: {rows} linhas, uma por prospect e etapa da campanha.',
    expires: 'O link funciona por 7 dias.',
    link: 'Baixar o relatório',
  },
  es: {
    columns: {
      prospect: 'Prospecto',
      profile_link: 'Enlace del perfil',
      email: 'Correo',
      company: 'Empresa',
      done_at: 'Hecho el',
      accepted_at: 'Aceptado el',
      replied_at: 'Respondido el',
      relation: 'Estado del lead',
    },
    subject: 'Tu informe detallado está listo',
    body: 'Tu informe detallado ({period}) está listo: {rows} filas, una por prospecto y paso de campaña.',
    expires: 'El enlace funciona durante 7 días.',
    link: 'Descargar el informe',
  },
};
