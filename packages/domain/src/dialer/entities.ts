import { offsetPageSchema } from '../common/api.js';
import { z } from 'zod';
import { idSchema, isoDateSchema } from '../common/entity.js';
import { CALL_DIRECTIONS } from './enums.js';

/** 001 §3 Voicemail audio (the file itself is served separately). */
export const voicemailAudioSchema = z.object({
  _id: idSchema,
  name: z.string(),
  file: z.string(),
  file_name: z.string(),
  agreed_to_terms: z.boolean(),
  forward_number: z.string().nullable(),
  /** Seconds, one decimal. */
  duration: z.number(),
  /** Bytes. */
  size: z.number().int(),
  credentials_id: idSchema,
  created_at: isoDateSchema,
});
export type VoicemailAudio = z.infer<typeof voicemailAudioSchema>;

/** GET /voicemail/audio: one page of an account's recordings. */
export const voicemailAudioPageSchema = offsetPageSchema(voicemailAudioSchema);
export type VoicemailAudioPage = z.infer<typeof voicemailAudioPageSchema>;

/** 001 §3 Dialer number. */
export const dialerNumberSchema = z.object({
  id: idSchema,
  number: z.string(),
  status: z.string(),
  country: z.object({ country_code: z.string() }),
  state: z.object({ name: z.string() }).nullable(),
  region: z.object({ name: z.string() }).nullable(),
});
export type DialerNumber = z.infer<typeof dialerNumberSchema>;

/** 001 §3 Call. */
export const callSchema = z.object({
  id: idSchema,
  direction: z.enum(CALL_DIRECTIONS),
  duration: z.number().min(0),
  start_date: isoDateSchema,
  phone_number: z.string(),
  prospect_phone_number: z.string(),
  record_url: z.string().nullable(),
  name: z.string().nullable(),
  created_at: isoDateSchema,
  profile: z.object({ full_name: z.string(), photo_link: z.string().nullable() }).nullable(),
});
export type Call = z.infer<typeof callSchema>;

/** 001 §3 Purchasable country. */
export const purchasableCountrySchema = z.object({
  code: z.string(),
  country_code: z.string(),
  has_states: z.boolean(),
  available_categories: z.array(z.string()),
});
export type PurchasableCountry = z.infer<typeof purchasableCountrySchema>;

/** 001 §3 State or region (zero availability disables it in the menu, 001 §4). */
export const phoneAreaSchema = z.object({
  _id: idSchema,
  name: z.string(),
  phones_available: z.number().int().min(0),
  is_sms_supported: z.boolean(),
  monthly_price: z.number(),
  installation_price: z.number(),
});
export type PhoneArea = z.infer<typeof phoneAreaSchema>;
export const isPhoneAreaSelectable = (a: Pick<PhoneArea, 'phones_available'>) => a.phones_available > 0;

/** 001 §3 Call custom data (sent with a call). */
export const callCustomDataSchema = z.object({
  sourceNumber: z.string(),
  selected_credential: idSchema.nullable(),
  profile: idSchema.nullable(),
  user: idSchema,
  isOutgoing: z.boolean(),
});

/** GET /voicemail/audio/{id}/workflows_number: campaigns whose steps use the recording. */
export const voicemailUsageSchema = z.object({ workflows_number: z.number().int() });

/** GET /dialer/phones, POST /dialer/phones/buy: numbers with what they cost (credits). */
export const dialerPhoneSchema = dialerNumberSchema.extend({
  category: z.string(),
  is_sms_supported: z.boolean(),
  number_to_redirect: z.string().nullable(),
  monthly_price: z.number(),
  installation_price: z.number(),
  paid_until: isoDateSchema,
  created_at: isoDateSchema,
});
export type DialerPhone = z.infer<typeof dialerPhoneSchema>;
export const dialerPhonesSchema = z.object({ data: z.array(dialerPhoneSchema) });
export const dialerBuySchema = z.object({ data: z.array(dialerPhoneSchema), message: z.string() });

/** GET /dialer/calls and /dialer/phones/{id}/calls (response field data). */
export const dialerCallsSchema = z.object({ data: z.array(callSchema), total: z.number().int() });

/** GET /dialer/countries, /dialer/states, /dialer/regions. */
export const purchasableCountriesSchema = z.object({
  data: z.array(purchasableCountrySchema.extend({ name: z.string() })),
});
export const phoneAreasSchema = z.object({ data: z.array(phoneAreaSchema) });

/** POST /dialer/activate. */
export const dialerActivationSchema = z.object({ provider: z.string(), activated_at: isoDateSchema });
/** GET /dialer/token: a one-time key the browser's voice client signs in with. */
export const dialerTokenSchema = z.object({ one_time_key: z.string(), expires_at: isoDateSchema });
/** POST /dialer/validate: the number the call will be placed to. */
export const dialerValidationSchema = z.object({ valid: z.literal(true), phone_number: z.string() });

/** POST /dialer/voice/calls: the browser's SDP offer in, the carrier's answer out. */
export const dialerConnectBodySchema = z.strictObject({
  one_time_key: z.string().min(1).max(200),
  phone_id: z.string().max(100).nullable().optional(),
  to: z.string().max(40),
  sdp: z.string().min(1).max(20_000),
});
export const dialerConnectSchema = z.object({ call_id: idSchema, sdp: z.string() });
/** POST /dialer/voice/calls/{id}/hangup: the call as kept in history, or null when it never connected. */
export const dialerHangupSchema = z.object({ call: callSchema.nullable() });
