import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CALLS_PAGE_DEFAULT, CALLS_PER_PHONE, CODES, MESSAGES, zInt } from '@leadloop/domain';
import { deletedSchema } from '@leadloop/domain/common/api';
import {
  dialerActivationSchema,
  dialerBuySchema,
  dialerCallsSchema,
  dialerConnectBodySchema,
  dialerConnectSchema,
  dialerHangupSchema,
  dialerPhoneSchema,
  dialerPhonesSchema,
  dialerTokenSchema,
  dialerValidationSchema,
  phoneAreasSchema,
  purchasableCountriesSchema,
} from '@leadloop/domain/dialer/entities';
import { CALL_RESULTS } from '@leadloop/domain/dialer/enums';
import { buyPhonesBodySchema } from '@leadloop/domain/dialer/rules';
import { idParams, spaceQuery } from '../../lib/route-schemas.js';
import { requireScope } from '../../lib/scope.js';
import { badRequest } from '../../lib/errors.js';
import { telephonyFor } from '../../providers/telephony/index.js';
import { connectCall, hangupCall, issueKey, listCalls, recordingPath, validateNumber } from './calls.js';
import { activateDialer, buyPhones, listPhones, regionsLeft, releasePhone, updatePhone } from './phones.js';

const space = { auth: 'space' } as const;

/** 001 §7 Dialer: numbers (catalogue, buy, list, update, release), calls and their recordings. */
export async function dialerRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  app.post(
    '/dialer/activate',
    { config: space, schema: { querystring: spaceQuery, response: { 200: dialerActivationSchema } } },
    (request) => activateDialer(ctx, requireScope(request)),
  );
  app.get(
    '/dialer/token',
    { config: space, schema: { querystring: spaceQuery, response: { 200: dialerTokenSchema } } },
    (request) => issueKey(ctx, requireScope(request)),
  );

  // The purchase cascade: countries → categories → states → regions.
  app.get(
    '/dialer/countries',
    { config: space, schema: { querystring: spaceQuery, response: { 200: purchasableCountriesSchema } } },
    () => ({ data: telephonyFor(ctx.db).countries() }),
  );
  const areaQuery = spaceQuery.extend({
    country_code: z.string({ error: MESSAGES.selectCountry }).min(1, MESSAGES.selectCountry).max(10),
    category: z.string({ error: MESSAGES.selectCategory }).min(1, MESSAGES.selectCategory).max(40),
  });
  app.get(
    '/dialer/states',
    { config: space, schema: { querystring: areaQuery, response: { 200: phoneAreasSchema } } },
    (request) => ({ data: telephonyFor(ctx.db).states(request.query.country_code, request.query.category) }),
  );
  app.get(
    '/dialer/regions',
    {
      config: space,
      schema: {
        querystring: areaQuery.extend({ state_id: z.string().max(100).optional() }),
        response: { 200: phoneAreasSchema },
      },
    },
    async (request) => {
      const { country_code, category, state_id } = request.query;
      return { data: await regionsLeft(ctx, country_code, category, state_id ?? null) };
    },
  );

  app.post(
    '/dialer/phones/buy',
    {
      config: space,
      schema: { querystring: spaceQuery, body: buyPhonesBodySchema, response: { 200: dialerBuySchema } },
    },
    async (request) => {
      const data = await buyPhones(ctx, requireScope(request), request.body);
      return { data, message: data.length === 1 ? MESSAGES.numberPurchased : MESSAGES.successfullyPurchased };
    },
  );
  app.get(
    '/dialer/phones',
    { config: space, schema: { querystring: spaceQuery, response: { 200: dialerPhonesSchema } } },
    async (request) => ({ data: await listPhones(ctx, requireScope(request)) }),
  );
  const phoneBody = z.strictObject({
    number_to_redirect: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      z
        .string()
        .trim()
        .regex(/^\d{1,15}$/, MESSAGES.redirectNumberNumeric)
        .nullable(),
    ),
  });
  app.put(
    '/dialer/phones/:id',
    {
      config: space,
      schema: {
        querystring: spaceQuery,
        params: idParams,
        body: phoneBody,
        response: { 200: dialerPhoneSchema },
      },
    },
    (request) => updatePhone(ctx, requireScope(request), request.params.id, request.body),
  );
  app.delete(
    '/dialer/phones/:id',
    {
      config: space,
      schema: { querystring: spaceQuery, params: idParams, response: { 200: deletedSchema } },
    },
    async (request) => {
      await releasePhone(ctx, requireScope(request), request.params.id);
      return { deleted: true as const };
    },
  );

  const page = (limit: number) =>
    spaceQuery.extend({
      skip: zInt({ min: 0 }).default(0),
      limit: zInt({ min: 1, max: limit }).default(limit),
    });
  app.get(
    '/dialer/calls',
    {
      config: space,
      schema: {
        querystring: page(CALLS_PAGE_DEFAULT).extend({
          query: z.string().max(100).optional(),
          result: z.enum(CALL_RESULTS).default('all'),
        }),
        response: { 200: dialerCallsSchema },
      },
    },
    (request) => listCalls(ctx, requireScope(request), request.query),
  );
  app.get(
    '/dialer/phones/:id/calls',
    {
      config: space,
      schema: { querystring: page(CALLS_PER_PHONE), params: idParams, response: { 200: dialerCallsSchema } },
    },
    (request) => listCalls(ctx, requireScope(request), { ...request.query, phoneId: request.params.id }),
  );
  app.post(
    '/dialer/validate',
    {
      config: space,
      schema: {
        querystring: spaceQuery.extend({ phone_number: z.string().max(40).optional() }),
        response: { 200: dialerValidationSchema },
      },
    },
    (request) => {
      if (!request.query.phone_number) throw badRequest(CODES.wrongPhoneNumberFormat);
      return validateNumber(request.query.phone_number);
    },
  );

  // The voice client's signalling: the browser's SDP offer in, the carrier's answer out; hang-up.
  app.post(
    '/dialer/voice/calls',
    {
      config: space,
      schema: {
        querystring: spaceQuery,
        body: dialerConnectBodySchema,
        response: { 200: dialerConnectSchema },
      },
    },
    (request) => connectCall(ctx, requireScope(request), request.body),
  );
  app.post(
    '/dialer/voice/calls/:id/hangup',
    {
      config: space,
      schema: { querystring: spaceQuery, params: idParams, response: { 200: dialerHangupSchema } },
    },
    (request) => hangupCall(ctx, requireScope(request), request.params.id),
  );
  app.get(
    '/dialer/calls/:id/recording',
    { config: space, schema: { querystring: spaceQuery, params: idParams } },
    async (request, reply) => {
      const file = await recordingPath(ctx, requireScope(request), request.params.id);
      return reply
        .type('audio/wav')
        .header('content-disposition', `attachment; filename="call-${request.params.id}.wav"`)
        .send(fs.createReadStream(file));
    },
  );
}
