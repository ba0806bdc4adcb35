import { z } from 'zod';
import { MESSAGES } from '../messages/catalogue.js';
import { countMax } from '../messages/format.js';
import { PHONE_DIGITS_MAX, PHONE_DIGITS_MIN, phoneDigits } from '../common/phone.js';

/** 001 §5, §9 voicemail: 6 to 180 s, .wav, up to 20 MB; forward number 5–13 digits. */
export const VOICEMAIL_MIN_SECONDS = 6;
export const VOICEMAIL_MAX_SECONDS = 180;
export const VOICEMAIL_MAX_BYTES = 20 * 1024 * 1024;
export const VOICEMAIL_EXTENSION = '.wav';

export type VoicemailFileInfo = { filename: string; size: number; durationSeconds: number | null };

/** Checks a voicemail upload's name, size and duration (the caller decodes the WAV header). */
export function validateVoicemailFile(file: VoicemailFileInfo | null | undefined): true | string {
  if (!file) return MESSAGES.noFileProvided;
  if (!file.filename.toLowerCase().endsWith(VOICEMAIL_EXTENSION)) return MESSAGES.voicemailWavOnly;
  if (file.size > VOICEMAIL_MAX_BYTES) return MESSAGES.voicemailTooLarge;
  const d = file.durationSeconds;
  if (d === null || !Number.isFinite(d) || d < VOICEMAIL_MIN_SECONDS || d > VOICEMAIL_MAX_SECONDS) {
    return MESSAGES.voicemailDuration;
  }
  return true;
}

/** 001 §5: a forward number has 5–13 digits (digits, +, spaces, dashes, brackets allowed). */
export function validateForwardNumber(value: string | null | undefined): true | string {
  if (!value || value.trim() === '') return true;
  if (!/^[0-9+\s\-()]+$/.test(value)) return MESSAGES.wrongPhone;
  const n = phoneDigits(value).length;
  return n >= PHONE_DIGITS_MIN && n <= PHONE_DIGITS_MAX ? true : MESSAGES.wrongPhone;
}

/** 001 §5: upload requires agreed_to_terms. */
export const validateAgreedToTerms = (agreed: unknown): true | string =>
  agreed === true || agreed === 'true' || agreed === '1' || agreed === 'on'
    ? true
    : MESSAGES.disagreedToTerms;

/** 001 §9: purchase count default 1, fallback maximum 100. */
export const PURCHASE_COUNT_DEFAULT = 1;
export const PURCHASE_COUNT_FALLBACK_MAX = 100;

export type PurchaseForm = {
  country_code?: string | null;
  category?: string | null;
  state_id?: string | null;
  region_id?: string | null;
  number_to_redirect?: string | null;
  count?: string | number | null;
};
export type PurchaseErrors = Partial<Record<keyof PurchaseForm, string>>;

/**
 * 001 §5 purchase form: country, category, region required; state only if the country has states;
 * redirect number optional and numeric; count required, numeric, at most the region's available phones
 * (100 if unknown).
 */
export function validatePurchaseForm(
  form: PurchaseForm,
  ctx: { countryHasStates: boolean; phonesAvailable?: number | null },
): PurchaseErrors {
  const e: PurchaseErrors = {};
  if (!form.country_code) e.country_code = MESSAGES.selectCountry;
  if (!form.category) e.category = MESSAGES.selectCategory;
  if (ctx.countryHasStates && !form.state_id) e.state_id = MESSAGES.stateRequired;
  if (!form.region_id) e.region_id = MESSAGES.regionRequired;
  if (form.number_to_redirect && !/^\d+$/.test(form.number_to_redirect.trim())) {
    e.number_to_redirect = MESSAGES.redirectNumberNumeric;
  }
  const max = ctx.phonesAvailable ?? PURCHASE_COUNT_FALLBACK_MAX;
  const raw = form.count;
  const count = typeof raw === 'number' ? raw : raw && /^\d+$/.test(raw.trim()) ? Number(raw) : NaN;
  if (!Number.isInteger(count) || count < 1) e.count = MESSAGES.countMustBeNumber;
  else if (count > max) e.count = countMax(max);
  return e;
}

/** POST /dialer/phones/buy {region_id, count, number_to_redirect}. */
export const buyPhonesBodySchema = z.strictObject({
  region_id: z.string({ error: MESSAGES.regionRequired }).trim().min(1, MESSAGES.regionRequired).max(100),
  count: z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
    z
      .number({ error: MESSAGES.countMustBeNumber })
      .int(MESSAGES.countMustBeNumber)
      .min(1, MESSAGES.countMustBeNumber)
      .max(PURCHASE_COUNT_FALLBACK_MAX, countMax(PURCHASE_COUNT_FALLBACK_MAX))
      .default(PURCHASE_COUNT_DEFAULT),
  ),
  number_to_redirect: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .string()
      .trim()
      .regex(/^\d{1,15}$/, MESSAGES.redirectNumberNumeric)
      .optional(),
  ),
});

/** 001 §5 before a call: a number selected and the browser able to call. */
export function validateCallStart(input: {
  fromNumberId?: string | null;
  browserSupportsCalls: boolean;
}): true | string {
  if (!input.browserSupportsCalls) return MESSAGES.browserNoCalls;
  if (!input.fromNumberId) return MESSAGES.selectNumber;
  return true;
}

/** 001 §9 voicemail drops: at most 3 per 3 days per number, US and Canada only, 8:00–21:00 recipient time. */
export const VOICEMAIL_DROPS_MAX = 3;
export const VOICEMAIL_DROPS_WINDOW_DAYS = 3;
export const VOICEMAIL_DROP_COUNTRIES = ['US', 'CA'] as const;
export const TCPA_WINDOW_START_HOUR = 8;
export const TCPA_WINDOW_END_HOUR = 21;

/** Whether a local hour (0–23, recipient time) falls inside the TCPA window 8:00–21:00. */
export const isInsideTcpaWindow = (localHour: number, localMinute = 0) =>
  localHour >= TCPA_WINDOW_START_HOUR &&
  (localHour < TCPA_WINDOW_END_HOUR || (localHour === TCPA_WINDOW_END_HOUR && localMinute === 0));

/** A multipart file as the server's body parser delivers it: `{filename, mimetype, data}`. */
export const uploadedFileSchema = z.object({
  filename: z.string().max(255),
  mimetype: z.string().max(100),
  data: z.custom<Uint8Array>((v) => v instanceof Uint8Array, MESSAGES.noFileProvided),
});

/**
 * POST /voicemail/audio {file, file_name, agreed_to_terms} (001 §7). The duration check needs the
 * decoded WAV header, so the server runs `validateVoicemailFile` after parsing the file.
 */
export const voicemailUploadBodySchema = z.strictObject({
  file: uploadedFileSchema
    .refine((f) => f.filename.toLowerCase().endsWith(VOICEMAIL_EXTENSION), MESSAGES.voicemailWavOnly)
    .refine((f) => f.data.byteLength <= VOICEMAIL_MAX_BYTES, MESSAGES.voicemailTooLarge),
  file_name: z.string().trim().min(1, MESSAGES.nameRequired).max(100),
  agreed_to_terms: z.unknown().refine((v) => validateAgreedToTerms(v) === true, MESSAGES.disagreedToTerms),
  forward_number: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .string()
      .trim()
      .max(30)
      .refine((v) => validateForwardNumber(v) === true, MESSAGES.wrongPhone)
      .optional(),
  ),
});

/** PATCH /voicemail/audio/{id} {name}. */
export const voicemailRenameBodySchema = z.strictObject({
  name: z.string({ error: MESSAGES.nameRequired }).trim().min(1, MESSAGES.nameRequired).max(100),
});

/** POST /profiles/{id}/send_voicemail {phone_number, audio_id, note}. */
export const sendVoicemailBodySchema = z.strictObject({
  phone_number: z
    .string({ error: MESSAGES.wrongPhoneNumberFormat })
    .trim()
    .max(30)
    .refine((v) => validateForwardNumber(v) === true && v !== '', MESSAGES.wrongPhoneNumberFormat),
  audio_id: z.string().trim().min(1).max(100),
  note: z.string().trim().max(1000).optional(),
});
