import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health/routes.js';
import { uploadsRoutes } from '../lib/uploads.js';
import { brandRoutes } from './brand/routes.js';
import { authRoutes } from './auth/routes.js';
import { usersRoutes } from './users/routes.js';
import { spacesRoutes } from './spaces/routes.js';
import { testHooksRoutes } from './test-hooks/routes.js';
import { sandboxTestRoutes } from './test-hooks/sandbox-routes.js';
import { prospectsRoutes } from './prospects/routes.js';
import { labelsRoutes } from './labels/routes.js';
import { notesRoutes } from './notes/routes.js';
import { creditsRoutes } from './credits/routes.js';
import { enrichmentRoutes } from './enrichment/routes.js';
import { inboxRoutes } from './inbox/routes.js';
import { credentialsRoutes } from './credentials/routes.js';
import { accountSettingsRoutes } from './account-settings/routes.js';
import { voicemailRoutes } from './voicemail/routes.js';
import { proxyRoutes } from './proxy/routes.js';
import { workflowsRoutes } from './workflows/routes.js';
import { engineTestRoutes } from './test-hooks/engine-routes.js';
import { integrationsRoutes } from './integrations/routes.js';

/** Every feature's routes, mounted under /api. Add one line per feature module. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(uploadsRoutes);
  await app.register(brandRoutes);
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(spacesRoutes);
  await app.register(testHooksRoutes);
  await app.register(sandboxTestRoutes);
  await app.register(prospectsRoutes);
  await app.register(labelsRoutes);
  await app.register(notesRoutes);
  await app.register(creditsRoutes);
  await app.register(enrichmentRoutes);
  await app.register(inboxRoutes);
  await app.register(credentialsRoutes);
  await app.register(accountSettingsRoutes);
  await app.register(voicemailRoutes);
  await app.register(proxyRoutes);
  await app.register(workflowsRoutes);
  await app.register(engineTestRoutes);
  await app.register(integrationsRoutes);
}
