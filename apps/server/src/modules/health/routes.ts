import type { FastifyInstance } from 'fastify';
import { pingDatabase } from './health.js';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', { config: { auth: 'public' } }, async () => {
    await pingDatabase(app.ctx.db);
    return { status: 'ok', database: app.ctx.database.kind };
  });
}
