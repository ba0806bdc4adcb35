import { useForm } from '@mantine/form';
import { MESSAGES } from '@leadloop/domain/messages/catalogue';
import { emailSchema } from '@leadloop/domain/common/email';
import {
  validateProxyForm,
  toCustomProxyPayload,
  cookiesInputSchema,
} from '@leadloop/domain/credentials/proxy';
import {
  accountPasswordSchema,
  isDuplicateCredentialUsername,
  timezoneSchema,
} from '@leadloop/domain/credentials/rules';
import { WORK_HOURS_DEFAULT_END, WORK_HOURS_DEFAULT_START } from '@leadloop/domain/credentials/limits';
import { translateMessage } from '../../../lib/messages';
import { browserTimezone } from '../geo';
import type { AddAccountStep, AutomationType, Credential } from '../types';

export interface WizardValues {
  automation_type: AutomationType;
  country_code: string;
  proxy_type: 'basic' | 'residential';
  use_custom_proxy: boolean;
  proxy: { proxy_address: string; domain: string; port: string; username: string; password: string };
  timezone: string;
  work_hours_start: string;
  work_hours_end: string;
  email: string;
  password: string;
  cookies: string;
}

export function initialValues(credential: Credential | null): WizardValues {
  const proxy = credential?.custom_proxy;
  return {
    automation_type: credential?.automation_type ?? 'cloud',
    country_code: credential?.country_code ?? '',
    proxy_type: credential?.proxy_type ?? 'basic',
    use_custom_proxy: Boolean(proxy),
    proxy: {
      proxy_address: proxy?.proxy_address ?? '',
      domain: proxy?.domain ?? '',
      port: proxy ? String(proxy.ports.http) : '',
      username: proxy?.username ?? '',
      password: '',
    },
    timezone: credential?.timezone ?? browserTimezone(),
    work_hours_start: String(credential?.work_hours_start ?? WORK_HOURS_DEFAULT_START),
    work_hours_end: String(credential?.work_hours_end ?? WORK_HOURS_DEFAULT_END),
    email: credential?.username ?? '',
    password: '',
    cookies: '',
  };
}

type Errors = Record<string, string>;
const zodMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? MESSAGES.required);

/** 001 §5 add-account rules for one step; messages are the spec's, from the shared domain. */
export function validateStep(
  step: AddAccountStep,
  v: WizardValues,
  ctx: { existingUsernames: string[]; editing: boolean; proxyOptional?: boolean },
): Errors {
  const errors: Errors = {};
  const cloud = v.automation_type === 'cloud';
  if (step === 'location' && cloud) {
    if (!v.country_code) errors.country_code = MESSAGES.chooseCountry;
    if (v.use_custom_proxy) {
      const proxyErrors = validateProxyForm({
        ...v.proxy,
        password: v.proxy.password || (ctx.proxyOptional ? 'kept' : ''),
      });
      for (const [field, message] of Object.entries(proxyErrors)) errors[`proxy.${field}`] = message;
    }
  }
  if (step === 'schedule') {
    const tz = zodMessage(timezoneSchema.safeParse(v.timezone));
    if (tz) errors.timezone = tz;
    const start = Number(v.work_hours_start);
    const end = Number(v.work_hours_end);
    if (!(start >= 0 && start <= 23)) errors.work_hours_start = MESSAGES.workHoursRange;
    if (!(end >= 0 && end <= 23)) errors.work_hours_end = MESSAGES.workHoursRange;
    else if (end <= start) errors.work_hours_end = MESSAGES.workHoursOrder;
  }
  if (step === 'credentials') {
    if (!ctx.editing) {
      const email = zodMessage(emailSchema.safeParse(v.email));
      if (email) errors.email = email;
      else if (isDuplicateCredentialUsername(v.email, ctx.existingUsernames))
        errors.email = MESSAGES.emailAlreadyExists;
    }
    if (cloud) {
      const password = zodMessage(accountPasswordSchema.safeParse(v.password));
      if (password) errors.password = password;
    } else {
      const cookies = v.cookies.trim()
        ? zodMessage(cookiesInputSchema.safeParse(v.cookies))
        : MESSAGES.cookiesRequired;
      if (cookies) errors.cookies = cookies;
    }
  }
  return Object.fromEntries(Object.entries(errors).map(([k, m]) => [k, translateMessage(m)]));
}

export const customProxyBody = (v: WizardValues) =>
  v.use_custom_proxy ? toCustomProxyPayload(v.proxy) : undefined;

/** POST /credentials/create body (001 §7) from the wizard's values. */
export function createBody(v: WizardValues) {
  const cloud = v.automation_type === 'cloud';
  return {
    email: v.email.trim(),
    automation_type: v.automation_type,
    timezone: v.timezone,
    work_hours_start: Number(v.work_hours_start),
    work_hours_end: Number(v.work_hours_end),
    proxy_type: v.proxy_type,
    no_proxy: false,
    use_browser: false,
    ...(cloud
      ? { password: v.password, country_code: v.country_code || undefined, custom_proxy: customProxyBody(v) }
      : { cookies: v.cookies.trim() }),
  };
}

export const useWizardForm = (credential: Credential | null, kept?: WizardValues | null) =>
  useForm<WizardValues>({ mode: 'controlled', initialValues: kept ?? initialValues(credential) });
