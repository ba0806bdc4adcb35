import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health/routes.js';

/** Every feature's routes, mounted under /api. Add one line per feature module. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
}
