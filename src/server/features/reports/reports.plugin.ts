import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../adapters/email/index.ts';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { BackgroundTasks } from '../../lib/background.ts';
import type { Clock } from '../../lib/clock.ts';

/** Reports of listings ("Denunciar anúncio", issue 21): the public POST and the admins' queue. */
export async function registerReports(
  _app: FastifyInstance,
  _opts: { env: Env; db: Db; clock: Clock; mailer: Mailer; background: BackgroundTasks },
): Promise<void> {}
