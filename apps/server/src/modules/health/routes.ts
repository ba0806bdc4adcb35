import { healthSchema } from '@leadloop/domain/common/api';
import type { FastifyInstance } from 'fastify';
import { pingDatabase } from './health.js';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/health',
    { config: { auth: 'public' }, schema: { response: { 200: healthSchema } } },
    async () => {
      await pingDatabase(app.ctx.db);
      return { status: 'ok' as const, database: app.ctx.database.kind };
    },
  );
}
