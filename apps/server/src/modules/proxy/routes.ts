import { z } from 'zod';
import { proxyCountryOptionSchema } from '@leadloop/domain/credentials/proxy';
import { countrySchema, timezoneOptionSchema } from '@leadloop/domain/credentials/entities';
import type { FastifyInstance } from 'fastify';
import { countries, proxyCountries, timezones } from './countries.js';

/** Static options of the add-account wizard: proxy countries (001 §7), countries and time zones. */
export async function proxyRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/proxy/v2/countries',
    { config: { auth: 'user' }, schema: { response: { 200: z.array(proxyCountryOptionSchema) } } },
    async () => proxyCountries(app.ctx.config.sandbox.seed),
  );
  app.get(
    '/countries',
    { config: { auth: 'user' }, schema: { response: { 200: z.array(countrySchema) } } },
    async () => countries(),
  );
  app.get(
    '/timezones',
    { config: { auth: 'user' }, schema: { response: { 200: z.array(timezoneOptionSchema) } } },
    async () => timezones(),
  );
}
