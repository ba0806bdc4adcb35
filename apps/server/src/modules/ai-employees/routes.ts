import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EMPLOYEE_PROFILES } from '@leadloop/domain/ai-employees/profiles';
import {
  employeeBindBodySchema,
  employeeBindingResultSchema,
  employeeBodySchema,
  employeeDeletedSchema,
  employeeListQuerySchema,
  employeeListSchema,
  employeePatchSchema,
  employeeProfilesSchema,
  employeeSavedSchema,
  employeeSchema,
  employeeStatisticsSchema,
  employeeUnbindBodySchema,
  loadFromCompanyQuerySchema,
  loadFromCompanySchema,
} from '@leadloop/domain/ai-employees/entities';
import {
  magicCreateBodySchema,
  magicCreatedSchema,
  magicGenerateBodySchema,
  magicGenerationSchema,
} from '@leadloop/domain/ai-employees/magic';
import { requireSpace } from '../../lib/auth-guard.js';
import { idParams, spaceQuery } from '../../lib/route-schemas.js';
import { requireScope } from '../../lib/scope.js';
import { bindEmployee, setEmployeeEnabled, unbindEmployee } from './bindings.js';
import { createEmployee, deleteEmployee, getEmployee, listEmployees, updateEmployee } from './employees.js';
import { createFromMagic, generateMagic, getMagic } from './magic.js';
import { loadFromCompany } from './onboarding.js';
import { employeeStatistics } from './statistics.js';

/** Issue 38: AI Employees (001 §7 /employees…) and the Magic campaign builder. */
export async function aiEmployeesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const space = { auth: 'space' } as const;
  const tags = ['ai-employees'];
  const q = spaceQuery;

  app.get(
    '/employees',
    {
      config: space,
      schema: { tags, querystring: employeeListQuerySchema, response: { 200: employeeListSchema } },
    },
    (request) => listEmployees(ctx, requireScope(request), request.query),
  );
  app.post(
    '/employees',
    {
      config: space,
      schema: { tags, querystring: q, body: employeeBodySchema, response: { 200: employeeSavedSchema } },
    },
    (request) => createEmployee(ctx, requireScope(request), request.body),
  );
  app.get(
    '/employees/employee_profiles',
    { config: space, schema: { tags, querystring: q, response: { 200: employeeProfilesSchema } } },
    () => ({ profiles: [...EMPLOYEE_PROFILES] }),
  );
  app.get(
    '/employees/statistics',
    { config: space, schema: { tags, querystring: q, response: { 200: employeeStatisticsSchema } } },
    (request) => employeeStatistics(ctx, requireScope(request)),
  );
  app.get(
    '/employees/load_from_company',
    {
      config: space,
      schema: { tags, querystring: loadFromCompanyQuerySchema, response: { 200: loadFromCompanySchema } },
    },
    (request) => loadFromCompany(ctx, requireScope(request), request.query),
  );
  app.post(
    '/employees/bind',
    {
      config: space,
      schema: {
        tags,
        querystring: q,
        body: employeeBindBodySchema,
        response: { 200: employeeBindingResultSchema },
      },
    },
    (request) => bindEmployee(ctx, requireScope(request), request.body),
  );
  app.post(
    '/employees/unbind',
    {
      config: space,
      schema: {
        tags,
        querystring: q,
        body: employeeUnbindBodySchema,
        response: { 200: employeeBindingResultSchema },
      },
    },
    (request) => unbindEmployee(ctx, requireScope(request), request.body),
  );
  for (const [path, enabled] of [
    ['/employees/enable', true],
    ['/employees/disable', false],
  ] as const)
    app.post(
      path,
      {
        config: space,
        schema: {
          tags,
          querystring: q,
          body: employeeBindBodySchema,
          response: { 200: employeeBindingResultSchema },
        },
      },
      (request) => setEmployeeEnabled(ctx, requireScope(request), request.body, enabled),
    );
  app.get(
    '/employees/:id',
    { config: space, schema: { tags, querystring: q, params: idParams, response: { 200: employeeSchema } } },
    (request) => getEmployee(ctx, requireScope(request), request.params.id),
  );
  app.patch(
    '/employees/:id',
    {
      config: space,
      schema: {
        tags,
        querystring: q,
        params: idParams,
        body: employeePatchSchema,
        response: { 200: employeeSavedSchema },
      },
    },
    (request) => updateEmployee(ctx, requireScope(request), request.params.id, request.body),
  );
  app.delete(
    '/employees/:id',
    {
      config: { auth: 'spaceAdmin' },
      schema: { tags, querystring: q, params: idParams, response: { 200: employeeDeletedSchema } },
    },
    (request) => deleteEmployee(ctx, requireScope(request), request.params.id),
  );

  app.post(
    '/magic_campaigns/generate',
    {
      config: space,
      schema: {
        tags,
        querystring: q,
        body: magicGenerateBodySchema,
        response: { 200: magicGenerationSchema },
      },
    },
    (request) => generateMagic(ctx, requireScope(request), request.body),
  );
  app.get(
    '/magic_campaigns/:id',
    {
      config: space,
      schema: { tags, querystring: q, params: idParams, response: { 200: magicGenerationSchema } },
    },
    (request) => getMagic(ctx, requireScope(request), request.params.id),
  );
  app.post(
    '/magic_campaigns/:id/create',
    {
      config: space,
      schema: {
        tags,
        querystring: q,
        params: idParams,
        body: magicCreateBodySchema,
        response: { 200: magicCreatedSchema },
      },
    },
    (request) =>
      createFromMagic(ctx, requireSpace(request), requireScope(request), request.params.id, request.body),
  );
}
