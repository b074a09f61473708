import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../adapters/email/index.ts';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { BackgroundTasks } from '../../lib/background.ts';
import type { Clock } from '../../lib/clock.ts';

/** The admin dashboard's figures, every invoice (filters, CSV) and the contact messages (issue 21). */
export async function registerAdminOverview(
  _app: FastifyInstance,
  _opts: { env: Env; db: Db; clock: Clock; mailer: Mailer; background: BackgroundTasks },
): Promise<void> {}
