import { describe, expect, it } from 'vitest';
import { sendVoicemailBodySchema, voicemailRenameBodySchema, voicemailUploadBodySchema } from './rules.js';
import { apiFailureSchema, apiSuccessSchema, offsetPageQuerySchema } from '../common/api.js';
import { firstError } from '../common/test-helpers.js';
import { MESSAGES } from '../messages/catalogue.js';
import { z } from 'zod';

const wav = { filename: 'hi.wav', mimetype: 'audio/wav', data: new Uint8Array(10) };

describe('voicemail bodies (001 §5, §7)', () => {
  it.each([
    [{ file: wav, file_name: 'Hi', agreed_to_terms: 'true' }, 'ok'],
    [{ file: wav, file_name: 'Hi', agreed_to_terms: true, forward_number: '+1 202 555 0123' }, 'ok'],
    [{ file: wav, file_name: 'Hi', agreed_to_terms: 'false' }, MESSAGES.disagreedToTerms],
    [
      { file: { ...wav, filename: 'hi.mp3' }, file_name: 'Hi', agreed_to_terms: true },
      MESSAGES.voicemailWavOnly,
    ],
    [
      {
        file: { ...wav, data: new Uint8Array(20 * 1024 * 1024 + 1) },
        file_name: 'Hi',
        agreed_to_terms: true,
      },
      MESSAGES.voicemailTooLarge,
    ],
    [
      { file: { ...wav, data: 'not bytes' }, file_name: 'Hi', agreed_to_terms: true },
      MESSAGES.noFileProvided,
    ],
    [{ file: wav, file_name: ' ', agreed_to_terms: true }, MESSAGES.nameRequired],
    [{ file: wav, file_name: 'Hi', agreed_to_terms: true, forward_number: '123' }, MESSAGES.wrongPhone],
  ])('upload %#', (body, expected) => {
    expect(firstError(voicemailUploadBodySchema, body)).toBe(expected);
  });

  it('rename and send', () => {
    expect(firstError(voicemailRenameBodySchema, { name: '' })).toBe(MESSAGES.nameRequired);
    expect(firstError(sendVoicemailBodySchema, { phone_number: '+1 202 555 0123', audio_id: 'a1' })).toBe(
      'ok',
    );
    expect(firstError(sendVoicemailBodySchema, { phone_number: '12', audio_id: 'a1' })).toBe(
      MESSAGES.wrongPhoneNumberFormat,
    );
    expect(firstError(sendVoicemailBodySchema, { phone_number: '', audio_id: 'a1' })).toBe(
      MESSAGES.wrongPhoneNumberFormat,
    );
  });
});

describe('API envelope and paging', () => {
  it('envelope shapes', () => {
    expect(
      apiSuccessSchema(z.object({ id: z.string() })).safeParse({ ok: true, payload: { id: 'x' } }).success,
    ).toBe(true);
    expect(
      apiFailureSchema.safeParse({ ok: false, message: 'Something went wrong', code: 500 }).success,
    ).toBe(true);
    expect(apiFailureSchema.safeParse({ ok: true }).success).toBe(false);
  });
  it('paging query coerces and bounds', () => {
    const q = offsetPageQuerySchema(25, 100);
    expect(q.parse({})).toEqual({ offset: 0, limit: 25 });
    expect(q.parse({ offset: '50', limit: '10' })).toEqual({ offset: 50, limit: 10 });
    expect(q.safeParse({ limit: '101' }).success).toBe(false);
    expect(q.safeParse({ offset: '-1' }).success).toBe(false);
  });
});
