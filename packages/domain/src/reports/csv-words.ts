import type { MessageLanguage } from '../messages/i18n/index.js';
import type { AbVerdict } from './formulas.js';
import type { FunnelStage, StatSeries } from './enums.js';

/**
 * Column headers and verdict words of the reports' CSV export, in the five interface languages (the
 * report screens use the same words from the web's `reports` namespace).
 */
export interface ReportCsvWords {
  columns: Record<
    | 'date'
    | 'campaign'
    | 'account'
    | 'step'
    | 'step_type'
    | 'variant'
    | 'sent'
    | 'accepted'
    | 'replied'
    | 'verdict'
    | 'p_value'
    | 'needed_per_variant'
    | 'total',
    string
  >;
  series: Record<StatSeries, string>;
  stages: Record<FunnelStage, string>;
  verdicts: Record<AbVerdict, string>;
}

export const REPORT_CSV_WORDS: Record<MessageLanguage, ReportCsvWords> = {
  en: {
    columns: {
      date: 'Date',
      campaign: 'Campaign',
      account: 'Account',
      step: 'Step',
      step_type: 'Step type',
      variant: 'Variant',
      sent: 'Sent',
      accepted: 'Accepted',
      replied: 'Replied',
      verdict: 'A/B verdict',
      p_value: 'p-value',
      needed_per_variant: 'People still needed per variant',
      total: 'Total',
    },
    series: {
      emails_sent: 'Emails sent',
      followed_profiles: 'Profiles followed',
      inmails_sent: 'InMails sent',
      messages_sent: 'Messages sent',
      new_interested: 'New interested',
      new_leads: 'New leads',
      request_sent: 'Requests sent',
      viewed_profiles: 'Profiles viewed',
      new_accepted: 'New accepted',
      new_replied: 'New replies',
      email_opened: 'Emails opened',
      email_clicked: 'Email links clicked',
      li_connect_by_email: 'Invitations by email',
    },
    stages: {
      prospects: 'Prospects',
      requests_sent: 'Requests sent',
      accepted: 'Accepted',
      replied: 'Replied',
      interested: 'Interested',
      leads: 'Leads',
    },
    verdicts: {
      a_wins: 'A wins',
      b_wins: 'B wins',
      not_significant: 'No clear winner yet',
      too_early: 'Too early to tell',
    },
  },
  fr: {
    columns: {
      date: 'Date',
      campaign: 'Campagne',
      account: 'Compte',
      step: 'Étape',
      step_type: "Type d'étape",
      variant: 'Variante',
      sent: 'Envoyés',
      accepted: 'Acceptés',
      replied: 'Réponses',
      verdict: 'Verdict A/B',
      p_value: 'Valeur p',
      needed_per_variant: 'Personnes encore nécessaires par variante',
      total: 'Total',
    },
    series: {
      emails_sent: 'E-mails envoyés',
      followed_profiles: 'Profils suivis',
      inmails_sent: 'InMails envoyés',
      messages_sent: 'Messages envoyés',
      new_interested: 'Nouveaux intéressés',
      new_leads: 'Nouveaux leads',
      request_sent: 'Invitations envoyées',
      viewed_profiles: 'Profils consultés',
      new_accepted: 'Nouvelles acceptations',
      new_replied: 'Nouvelles réponses',
      email_opened: 'E-mails ouverts',
      email_clicked: "Liens d'e-mail cliqués",
      li_connect_by_email: 'Invitations par e-mail',
    },
    stages: {
      prospects: 'Prospects',
      requests_sent: 'Invitations envoyées',
      accepted: 'Acceptées',
      replied: 'Ont répondu',
      interested: 'Intéressés',
      leads: 'Pistes',
    },
    verdicts: {
      a_wins: 'A gagne',
      b_wins: 'B gagne',
      not_significant: 'Pas encore de gagnant net',
      too_early: 'Trop tôt pour conclure',
    },
  },
  de: {
    columns: {
      date: 'Datum',
      campaign: 'Kampagne',
      account: 'Konto',
      step: 'Schritt',
      step_type: 'Schritttyp',
      variant: 'Variante',
      sent: 'Gesendet',
      accepted: 'Angenommen',
      replied: 'Geantwortet',
      verdict: 'A/B-Ergebnis',
      p_value: 'p-Wert',
      needed_per_variant: 'Noch nötige Personen pro Variante',
      total: 'Summe',
    },
    series: {
      emails_sent: 'E-Mails gesendet',
      followed_profiles: 'Profilen gefolgt',
      inmails_sent: 'InMails gesendet',
      messages_sent: 'Nachrichten gesendet',
      new_interested: 'Neue Interessenten',
      new_leads: 'Neue Leads',
      request_sent: 'Anfragen gesendet',
      viewed_profiles: 'Profile angesehen',
      new_accepted: 'Neu angenommen',
      new_replied: 'Neue Antworten',
      email_opened: 'E-Mails geöffnet',
      email_clicked: 'E-Mail-Links geklickt',
      li_connect_by_email: 'Einladungen per E-Mail',
    },
    stages: {
      prospects: 'Interessenten',
      requests_sent: 'Anfragen gesendet',
      accepted: 'Angenommen',
      replied: 'Geantwortet',
      interested: 'Interessiert',
      leads: 'Leads',
    },
    verdicts: {
      a_wins: 'A gewinnt',
      b_wins: 'B gewinnt',
      not_significant: 'Noch kein klarer Sieger',
      too_early: 'Noch zu früh',
    },
  },
  pt: {
    columns: {
      date: 'Data',
      campaign: 'Campanha',
      account: 'Conta',
      step: 'Etapa',
      step_type: 'Tipo de etapa',
      variant: 'Variante',
      sent: 'Enviados',
      accepted: 'Aceitos',
      replied: 'Responderam',
      verdict: 'Veredito A/B',
      p_value: 'Valor p',
      needed_per_variant: 'Pessoas ainda necessárias por variante',
      total: 'Total',
    },
    series: {
      emails_sent: 'E-mails enviados',
      followed_profiles: 'Perfis seguidos',
      inmails_sent: 'InMails enviados',
      messages_sent: 'Mensagens enviadas',
      new_interested: 'Novos interessados',
      new_leads: 'Novos leads',
      request_sent: 'Convites enviados',
      viewed_profiles: 'Perfis visitados',
      new_accepted: 'Novas aceitações',
      new_replied: 'Novas respostas',
      email_opened: 'E-mails abertos',
      email_clicked: 'Links de e-mail clicados',
      li_connect_by_email: 'Convites por e-mail',
    },
    stages: {
      prospects: 'Prospects',
      requests_sent: 'Convites enviados',
      accepted: 'Aceitos',
      replied: 'Responderam',
      interested: 'Interessados',
      leads: 'Oportunidades',
    },
    verdicts: {
      a_wins: 'A vence',
      b_wins: 'B vence',
      not_significant: 'Ainda sem vencedor claro',
      too_early: 'Cedo demais para dizer',
    },
  },
  es: {
    columns: {
      date: 'Fecha',
      campaign: 'Campaña',
      account: 'Cuenta',
      step: 'Paso',
      step_type: 'Tipo de paso',
      variant: 'Variante',
      sent: 'Enviados',
      accepted: 'Aceptados',
      replied: 'Respondieron',
      verdict: 'Veredicto A/B',
      p_value: 'Valor p',
      needed_per_variant: 'Personas aún necesarias por variante',
      total: 'Total',
    },
    series: {
      emails_sent: 'Correos enviados',
      followed_profiles: 'Perfiles seguidos',
      inmails_sent: 'InMails enviados',
      messages_sent: 'Mensajes enviados',
      new_interested: 'Nuevos interesados',
      new_leads: 'Nuevos leads',
      request_sent: 'Invitaciones enviadas',
      viewed_profiles: 'Perfiles visitados',
      new_accepted: 'Nuevas aceptaciones',
      new_replied: 'Nuevas respuestas',
      email_opened: 'Correos abiertos',
      email_clicked: 'Enlaces de correo pulsados',
      li_connect_by_email: 'Invitaciones por correo',
    },
    stages: {
      prospects: 'Prospectos',
      requests_sent: 'Invitaciones enviadas',
      accepted: 'Aceptadas',
      replied: 'Respondieron',
      interested: 'Interesados',
      leads: 'Clientes potenciales',
    },
    verdicts: {
      a_wins: 'A gana',
      b_wins: 'B gana',
      not_significant: 'Aún sin ganador claro',
      too_early: 'Demasiado pronto',
    },
  },
};
