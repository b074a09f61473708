import { CepProviderUnavailable, type CepLookup, type CepProvider } from './cep-provider.ts';

interface Logger {
  warn(obj: object, msg: string): void;
}

/** A provider and the name the log gives it. */
export interface NamedCepProvider {
  name: string;
  provider: CepProvider;
}

/**
 * Asks the providers in turn (ViaCEP, then BrasilAPI: ADR 020) and answers the first address
 * found. A provider that cannot answer (time-out, error) is logged and the next is asked. So is
 * one that says the code does not exist: the services learn new CEPs at different times, and a
 * typo costs only one more look-up (the "not found" is then cached for a day). None found: "not
 * found" if at least one said so, else unavailable (the caller then tries the cache and the
 * portal's own tables). A programming error is not hidden as unavailable.
 */
export function createFailoverProvider(providers: readonly NamedCepProvider[], log: Logger): CepProvider {
  if (providers.length === 0) throw new Error('createFailoverProvider: informe ao menos um serviço de CEP');
  return {
    async lookup(cep: string): Promise<CepLookup> {
      let saidNotFound = false;
      let lastFailure: CepProviderUnavailable | undefined;
      for (const { name, provider } of providers) {
        let answer: CepLookup;
        try {
          answer = await provider.lookup(cep);
        } catch (err) {
          if (!(err instanceof CepProviderUnavailable)) throw err;
          // The reason only (time-out, status): never the code asked for.
          log.warn(
            { provider: name, reason: err.message },
            'Serviço de CEP indisponível; tentando o próximo',
          );
          lastFailure = err;
          continue;
        }
        if (answer.kind === 'found') return answer;
        saidNotFound = true;
      }
      if (saidNotFound) return { kind: 'not-found' };
      throw new CepProviderUnavailable('Nenhum serviço de CEP respondeu', { cause: lastFailure });
    },
  };
}
