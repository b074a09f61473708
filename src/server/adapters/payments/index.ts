import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { Clock } from '../../lib/clock.ts';
import { createAsaasGateway } from './asaas-gateway.ts';
import type { PaymentGateway } from './gateway.ts';
import { createSandboxGateway } from './sandbox-gateway.ts';

/** Sent to Asaas on every call (it asks integrations to identify themselves). */
const USER_AGENT = 'NC Classificados (nc-portal)';

/**
 * The gateway PAYMENT_GATEWAY names: the local sandbox (its payments in the database) or the
 * Asaas v3 API over HTTP (loadEnv has checked ASAAS_API_KEY and ASAAS_WEBHOOK_TOKEN).
 */
export function createPaymentGateway(
  env: Pick<Env, 'PAYMENT_GATEWAY' | 'ASAAS_API_URL' | 'ASAAS_API_KEY'>,
  deps: {
    db: Db;
    clock: Clock;
    fetch?: typeof fetch;
    /** Where the Asaas adapter says why a call was refused (ids and statuses only). */
    log?: { warn(obj: object, msg: string): void };
  },
): PaymentGateway {
  if (env.PAYMENT_GATEWAY === 'asaas') {
    return createAsaasGateway({
      baseUrl: env.ASAAS_API_URL,
      apiKey: env.ASAAS_API_KEY ?? '',
      userAgent: USER_AGENT,
      ...(deps.log ? { log: deps.log } : {}),
      ...(deps.fetch ? { fetch: deps.fetch } : {}),
    });
  }
  return createSandboxGateway(deps);
}
