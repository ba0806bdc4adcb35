import type { AddAccountStep, AutomationType, PinType } from '@leadloop/domain/credentials/enums';
import type { CredentialActivityLink } from '@leadloop/domain/credentials/activity';

export type { AddAccountStep, AutomationType, PinType };
export type ActivityLink = CredentialActivityLink;

/** A connected social account as GET /credentials/fetch returns it (001 §3; secrets never included). */
export interface Credential {
  _id: string;
  space_id: string;
  username: string;
  first_name: string | null;
  last_name: string | null;
  full_name: string | null;
  photo_link: string | null;
  link: string | null;
  status: 'active' | 'invalid' | 'inactive' | 'blocked' | 'deleted';
  account_type: string | null;
  automation_type: AutomationType;
  country_code: string | null;
  proxy_type: 'basic' | 'residential';
  no_proxy: boolean;
  custom_proxy: {
    proxy_address: string | null;
    domain: string | null;
    ports: { http: string | number };
    username: string;
    has_password: boolean;
  } | null;
  timezone: string;
  work_hours_start: number;
  work_hours_end: number;
  has_password: boolean;
  has_cookies?: boolean;
  unread_count: number;
  wait_for_authorization: boolean;
  required_2fa: string | null;
  two_factor: {
    username?: string;
    status?: string | null;
    update_password?: boolean;
    temporary_locked_at?: string | null;
  } | null;
  required_actions?: { verify_email?: boolean };
  setting_proxy: {
    stage?: 'start' | 'success' | 'fail';
    country_code?: string | null;
    proxy_failed_until?: number | null;
  } | null;
  auth_status: {
    security_code?: { requested_at?: string | null; is_wrong?: boolean; pin_type?: PinType } | null;
    phone?: { requested_at?: string | null; is_wrong?: boolean } | null;
    challenged_at?: string | null;
    wrong_password?: boolean;
    logged_in_at?: string | null;
  };
  is_code_expired: boolean;
  hibernated_at?: string | null;
  connect_limited_at?: string | null;
  settings?: {
    withdraw?: { enabled: boolean; days: number };
    connection_chars?: number;
    limits_prohibited?: boolean;
  } & Record<string, unknown>;
  activity_dict: { status: string; text: string; links: ActivityLink[] } | null;
}

export interface SeatUsage {
  used_seats: number;
  total_seats: number;
  cloud_seats_total: number;
  extension_seats_total: number;
  cloud_seats_available: number;
  extension_seats_available: number;
}

/** 001 §3 proxy country option: count 0 means out of reserve. */
export interface ProxyCountry {
  code: string;
  count: number;
  type: string;
}

export interface AutomationChangeResponse {
  result: 'NEEDS_PASSWORD' | 'NEEDS_LOCATION' | 'SUCCESS';
  credentials: Credential;
}

export const credentialName = (c: Pick<Credential, 'full_name' | 'first_name' | 'last_name' | 'username'>) =>
  c.full_name?.trim() || [c.first_name, c.last_name].filter(Boolean).join(' ') || c.username;
