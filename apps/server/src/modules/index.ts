import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health/routes.js';
import { uploadsRoutes } from '../lib/uploads.js';
import { brandRoutes } from './brand/routes.js';
import { authRoutes } from './auth/routes.js';
import { usersRoutes } from './users/routes.js';
import { spacesRoutes } from './spaces/routes.js';
import { testHooksRoutes } from './test-hooks/routes.js';

/** Every feature's routes, mounted under /api. Add one line per feature module. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(uploadsRoutes);
  await app.register(brandRoutes);
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(spacesRoutes);
  await app.register(testHooksRoutes);
}
