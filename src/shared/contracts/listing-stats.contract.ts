import { z } from 'zod';
import { PAGE_EVENT_KINDS, STATS_MAX_DAYS } from './listing-stats.constants.ts';

/** The advertisers' statistics (ADR 024): counts per ad and per day, Brasília's days. */

export const PageEventBodySchema = z.object({ tipo: z.enum(PAGE_EVENT_KINDS) });

export const StatsQuerySchema = z.object({
  dias: z.coerce.number().int().min(7).max(STATS_MAX_DAYS).optional(),
});
export type StatsQuery = z.infer<typeof StatsQuerySchema>;

/** `anuncios=12,15,...` (up to 50 codes): the per-ad counts of exactly those of the caller's ads, zeros included. */
export const MyStatsQuerySchema = StatsQuerySchema.extend({
  anuncios: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,49}$/, 'Informe até 50 códigos de anúncio separados por vírgula.')
    .optional(),
});
export type MyStatsQuery = z.infer<typeof MyStatsQuerySchema>;
const count = z.number().int().nonnegative();

/** The counters of one day (or of a period, summed). */
const StatCountsSchema = z.object({
  visualizacao: count,
  whatsapp: count,
  mapa: count,
  site: count,
  redes: count,
  favorito: count,
  conversa: count,
});
export type StatCounts = z.infer<typeof StatCountsSchema>;

/** A day, `aaaa-mm-dd` (Brasília), with its counters; every day of the period is there, zeros included. */
const StatDaySchema = StatCountsSchema.extend({ dia: z.string() });
export type StatDay = z.infer<typeof StatDaySchema>;

export const MyStatsSchema = z.object({
  /** The period's first and last day (today). */
  de: z.string(),
  ate: z.string(),
  dias: z.array(StatDaySchema),
  totais: StatCountsSchema,
  /**
   * Per ad over the period: the ads named by `anuncios` (in that order, zeros included), or else
   * the caller's 20 most viewed ads with anything counted.
   */
  porAnuncio: z.array(
    StatCountsSchema.extend({ codigoANUNCIO: z.number().int(), tituloANUNCIO: z.string() }),
  ),
});
export type MyStats = z.infer<typeof MyStatsSchema>;

export const ListingStatsSchema = z.object({
  codigoANUNCIO: z.number().int(),
  tituloANUNCIO: z.string(),
  de: z.string(),
  ate: z.string(),
  dias: z.array(StatDaySchema),
  totais: StatCountsSchema,
});
export type ListingStats = z.infer<typeof ListingStatsSchema>;
