import { z } from 'zod';
import { FINDING_KINDS } from './reconciliation.constants.ts';

/** The nightly payment reconciliation as the admins see it (ADR 011). ADMIN only. */

const cents = z.number().int().nullable();

const ReconciliationFindingSchema = z.object({
  id: z.number().int(),
  tipo: z.enum(FINDING_KINDS),
  checkoutId: z.number().int().nullable(),
  pagamentoId: z.string().nullable(),
  valorCheckoutCentavos: cents,
  valorGatewayCentavos: cents,
  statusGateway: z.string().nullable(),
  statusCheckout: z.string().nullable(),
  criadaEm: z.string(),
});

export const ReconciliationOverviewSchema = z.object({
  /** The latest run; null before the first. */
  ultima: z
    .object({
      id: z.number().int(),
      iniciadaEm: z.string(),
      terminadaEm: z.string(),
      pagamentos: z.number().int(),
      corrigidos: z.number().int(),
      divergencias: z.number().int(),
    })
    .nullable(),
  /** Every open finding, newest first (at most 100). */
  abertas: z.array(ReconciliationFindingSchema),
});
export type ReconciliationOverview = z.infer<typeof ReconciliationOverviewSchema>;

export const ResolveFindingAnswerSchema = z.object({ id: z.number().int(), resolvidaEm: z.string() });
