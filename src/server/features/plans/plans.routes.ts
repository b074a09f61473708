import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { USER_TYPES } from '#shared/constants.ts';
import { ErrorResponseSchema } from '#shared/contracts/common.contract.ts';
import {
  PLAN_NOT_FOUND,
  PlanSchema,
  PlanSlugParamsSchema,
  PlansQuerySchema,
} from '#shared/contracts/plans.contract.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { createPlansRepository } from './plans.repository.ts';

const tags = ['Planos'];

export const plansRoutes: FastifyPluginAsync<{ db: Db }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const repo = createPlansRepository(db);

  app.get(
    '/api/planos',
    {
      schema: {
        tags,
        summary: 'Planos ativos (tipo=pf ou pj)',
        querystring: PlansQuerySchema,
        response: { 200: z.array(PlanSchema), 400: ErrorResponseSchema },
      },
    },
    async (req) =>
      repo.findPlans(req.query.tipo ? USER_TYPES[req.query.tipo === 'pf' ? 'PF' : 'PJ'] : undefined),
  );
  app.get(
    '/api/planos/slug/:slug',
    {
      schema: {
        tags,
        summary: 'Um plano pelo slug (ex.: pf-anual)',
        params: PlanSlugParamsSchema,
        response: { 200: PlanSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (req) => {
      const plan = await repo.getPlanBySlug(req.params.slug);
      if (!plan) throw notFound(PLAN_NOT_FOUND);
      return plan;
    },
  );
};
