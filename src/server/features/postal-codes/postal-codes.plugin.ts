import type { FastifyInstance } from 'fastify';
import { createBrasilApiProvider } from '../../adapters/postal-codes/brasilapi.ts';
import type { CepProvider } from '../../adapters/postal-codes/cep-provider.ts';
import { createFailoverProvider, type NamedCepProvider } from '../../adapters/postal-codes/failover.ts';
import { createViaCepProvider } from '../../adapters/postal-codes/viacep.ts';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { Clock } from '../../lib/clock.ts';
import { createPostalCodesRepository } from './postal-codes.repository.ts';
import { postalCodesRoutes } from './postal-codes.routes.ts';
import { createPostalCodesService } from './postal-codes.service.ts';

/**
 * GET /api/cep/{cep}: ViaCEP at VIACEP_URL, then BrasilAPI at BRASILAPI_URL (ADR 020),
 * cached in the database.
 */
export async function registerPostalCodes(
  app: FastifyInstance,
  opts: { env: Env; db: Db; clock: Clock; provider?: CepProvider },
): Promise<void> {
  const { env } = opts;
  const providers: NamedCepProvider[] = [
    {
      name: 'viacep',
      provider: createViaCepProvider({ baseUrl: env.VIACEP_URL, timeoutMs: env.VIACEP_TIMEOUT_MS }),
    },
  ];
  if (env.BRASILAPI_URL !== 'off') {
    providers.push({
      name: 'brasilapi',
      provider: createBrasilApiProvider({ baseUrl: env.BRASILAPI_URL, timeoutMs: env.BRASILAPI_TIMEOUT_MS }),
    });
  }
  const postalCodes = createPostalCodesService({
    repo: createPostalCodesRepository(opts.db),
    provider: opts.provider ?? createFailoverProvider(providers, app.log),
    clock: opts.clock,
    log: app.log,
  });
  await app.register(postalCodesRoutes, { postalCodes });
}
