import { brandSchema } from '@leadloop/domain/auth/entities';
import type { FastifyInstance } from 'fastify';
import { getBrand } from './brand-config.js';

export async function brandRoutes(app: FastifyInstance): Promise<void> {
  /** The brand config the web app themes itself with before anyone signs in. */
  app.get('/brand', { config: { auth: 'public' }, schema: { response: { 200: brandSchema } } }, async () => {
    const { can_create_workspaces: _internal, ...brand } = getBrand(undefined);
    return brand;
  });
}
