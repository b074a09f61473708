import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { credits, listings, users } from '../../db/schema/index.ts';
import { queryRows } from '../../lib/sql.ts';

/** An ad whose credit ends soon, claimed for its one warning e-mail. */
interface ClaimedWarning {
  listingCode: number;
  title: string;
  endsAt: Date;
  email: string;
  name: string;
}

/**
 * The warning before an ad expires (DESIGN.md §4 "Credits"; ADR 010). The claim is one
 * statement: it marks the credits bound to a `publicado`/`pendente` ad whose period ends within
 * `within` of `now` and that were not warned yet, and returns them, so two processes running
 * the job never warn twice (the second waits for the row lock, then finds the column set).
 */
export function createExpiryWarningsRepository(db: Db) {
  return {
    async claim(now: Date, withinMs: number): Promise<ClaimedWarning[]> {
      const until = new Date(now.getTime() + withinMs);
      const col = (name: string) => sql.identifier(name);
      const rows = await queryRows<{
        listing_code: number;
        title: string;
        ends_at: string | Date;
        email: string;
        name: string;
      }>(
        db,
        sql`update ${credits} c
               set ${col(credits.expiryWarnedAt.name)} = ${now.toISOString()}::timestamptz
              from ${listings} a, ${users} u
             where a.${col(listings.code.name)} = c.${col(credits.listingCode.name)}
               and u.${col(users.code.name)} = a.${col(listings.advertiserCode.name)}
               and a.${col(listings.status.name)} in ('publicado', 'pendente')
               and c.${col(credits.endsAt.name)} > ${now.toISOString()}::timestamptz
               and c.${col(credits.endsAt.name)} <= ${until.toISOString()}::timestamptz
               and c.${col(credits.expiryWarnedAt.name)} is null
         returning a.${col(listings.code.name)} as listing_code, a.${col(listings.title.name)} as title,
                   c.${col(credits.endsAt.name)} as ends_at, u.${col(users.email.name)} as email,
                   u.${col(users.name.name)} as name`,
      );
      return rows.map((r) => ({
        listingCode: r.listing_code,
        title: r.title,
        endsAt: new Date(r.ends_at),
        email: r.email,
        name: r.name,
      }));
    },
  };
}

export type ExpiryWarningsRepository = ReturnType<typeof createExpiryWarningsRepository>;
