import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../adapters/email/index.ts';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { BackgroundTasks } from '../../lib/background.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SessionService } from '../accounts/sessions.service.ts';

/** The admins' users (issue 21): list, create, edit, block/activate. */
export async function registerAdminUsers(
  _app: FastifyInstance,
  _opts: {
    env: Env;
    db: Db;
    clock: Clock;
    mailer: Mailer;
    background: BackgroundTasks;
    sessions: SessionService;
  },
): Promise<void> {}
