import { BackupError } from '../db/backup/manifest.ts';
import { DatabaseOpenError } from '../db/client.ts';
import { EnvError, loadEnv, type Env } from '../env.ts';

/**
 * What `npm run backup` and `npm run restore` share: the portal's settings, without production's
 * e-mail and payment rules (these commands send no e-mail and take no payment), and one exit
 * code, with the operator's message for an expected failure and never a stack trace for it.
 * `failure` begins the line of an unexpected one ("Backup não realizado").
 */
export async function runBackupCommand(failure: string, work: (env: Env) => Promise<void>): Promise<number> {
  try {
    await work(loadEnv({ ...process.env, MAIL_OUTBOX: 'true', PAYMENT_SANDBOX_IN_PRODUCTION: 'true' }));
    return 0;
  } catch (err) {
    if (err instanceof BackupError || err instanceof EnvError || err instanceof DatabaseOpenError) {
      console.error(err.message);
    } else {
      console.error(`${failure}: erro inesperado.`, err);
    }
    return 1;
  }
}
