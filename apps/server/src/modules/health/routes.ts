import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', { config: { auth: 'public' } }, async () => {
    await app.ctx.db.execute(sql`select 1`);
    return { status: 'ok', database: app.ctx.database.kind };
  });
}
