import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { addDays, saoPauloDay } from '../../lib/periods.ts';
import { demoLogins } from './demo-password.ts';
import type { DemoPlan } from './demo-plan.ts';
import { Random } from './random.ts';

/** Days of made-up history before the seeding day. */
const DAYS = 60;

/**
 * The PJ demo advertiser's statistics (ADR 024): 60 days of views and contacts on each of their
 * published ads, so a newcomer logged in as PJ sees the panel's charts filled at once. The counts
 * are seeded (the same on every run); unlike the rest of the demo, the days end on the day the
 * demo is seeded, since the panel shows the last 30 and 90 days. The PF advertiser starts with
 * none: her visits are the ones a newcomer (and the e2e journey) makes.
 */
export async function insertDemoStatistics(
  db: Db,
  plan: DemoPlan,
  userCodes: number[],
  listingCodes: number[],
  now: Date,
): Promise<number> {
  const pj = plan.users.findIndex((u) => u.email === demoLogins(plan).pj);
  const ads = plan.listings.flatMap((l, i) =>
    l.advertiser === pj && l.status === 'publicado' ? [listingCodes[i]!] : [],
  );
  if (userCodes[pj] === undefined) throw new Error('demonstração sem o anunciante PJ');
  const rng = new Random(20261129);
  const today = saoPauloDay(now);
  const rows = ads.flatMap((listingCode, adIndex) =>
    Array.from({ length: DAYS }, (_, i) => {
      // Busier on recent days and on the first ads; weekends a little quieter.
      const day = addDays(today, i - DAYS + 1);
      const weekend = [0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay());
      const base = Math.max(1, Math.round(((4 + i / 6) / (1 + adIndex / 2)) * (weekend ? 0.7 : 1)));
      const views = rng.int(Math.floor(base / 2), base * 2);
      const pick = (p: number) =>
        views > 0 && rng.chance(p) ? rng.int(1, Math.max(1, Math.round(views / 6))) : 0;
      return sql`(${listingCode}::int, ${day}::date, ${views}::int, ${pick(0.45)}::int, ${pick(0.2)}::int,
        ${pick(0.15)}::int, ${pick(0.15)}::int, ${pick(0.25)}::int, ${rng.chance(0.08) ? 1 : 0}::int)`;
    }),
  );
  if (rows.length === 0) return 0;
  await db.execute(
    sql`insert into estatisticas_anuncios (anuncio, dia, visualizacoes, whatsapp, mapa, site, redes, favoritos, conversas)
        values ${sql.join(rows, sql`, `)}`,
  );
  return rows.length;
}
