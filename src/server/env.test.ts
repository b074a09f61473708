import { describe, expect, it } from 'vitest';
import { defaultPublicUrl, EnvError, loadEnv, productionWarnings, trustProxySetting } from './env.ts';

describe('loadEnv', () => {
  it('has defaults that make a bare start work', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      PGLITE_DIR: './data/pglite',
      PUBLIC_URL: 'http://localhost:3000',
      isPublicUrlDefault: true,
      SEED_ON_START: true,
      MAIL_OUTBOX: false,
    });
    expect(env.DEMO_PASSWORD).toBeUndefined();
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/x' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'nc.com.br' }, 'PUBLIC_URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ SEED_ON_START: 'talvez' }, 'SEED_ON_START'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL'],
  ])('stops on %j naming the variable', (source, name) => {
    expect(() => loadEnv(source)).toThrow(EnvError);
    expect(() => loadEnv(source)).toThrow(new RegExp(`${name}:`));
  });

  it('treats empty values as unset', () => {
    expect(loadEnv({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('parses TRUST_PROXY', () => {
    expect(trustProxySetting('false')).toBe(false);
    expect(trustProxySetting('true')).toBe(true);
    expect(trustProxySetting('10.0.0.1, 10.0.0.2')).toEqual(['10.0.0.1', '10.0.0.2']);
  });
});

describe('account settings', () => {
  it('parses rate limits written max/window', () => {
    const env = loadEnv({ RATE_LIMIT_LOGIN_IP: '5/30s', RATE_LIMIT_RECOVERY_EMAIL: '12/1h' });
    expect(env.RATE_LIMIT_LOGIN_IP).toEqual({ max: 5, windowMs: 30_000 });
    expect(env.RATE_LIMIT_RECOVERY_EMAIL).toEqual({ max: 12, windowMs: 3_600_000 });
    expect(loadEnv({}).RATE_LIMIT_LOGIN_ACCOUNT).toEqual({ max: 20, windowMs: 900_000 });
    expect(() => loadEnv({ RATE_LIMIT_LOGIN_IP: '10 por minuto' })).toThrow(/RATE_LIMIT_LOGIN_IP:/);
  });

  it('takes a redis:// or rediss:// address for the shared rate-limit counters', () => {
    expect(loadEnv({}).RATE_LIMIT_REDIS_URL).toBeUndefined();
    expect(loadEnv({ RATE_LIMIT_REDIS_URL: 'redis://10.0.0.5:6379/2' }).RATE_LIMIT_REDIS_URL).toBe(
      'redis://10.0.0.5:6379/2',
    );
    expect(() => loadEnv({ RATE_LIMIT_REDIS_URL: '10.0.0.5:6379' })).toThrow(/RATE_LIMIT_REDIS_URL:/);
  });

  it('takes BRASILAPI_URL as a URL or off (ViaCEP alone), BrasilAPI v1 by default (ADR 020)', () => {
    expect(loadEnv({}).BRASILAPI_URL).toBe('https://brasilapi.com.br/api/cep/v1');
    expect(loadEnv({ BRASILAPI_URL: 'off' }).BRASILAPI_URL).toBe('off');
    expect(loadEnv({ BRASILAPI_URL: 'http://127.0.0.1:9/api/cep/v1' }).BRASILAPI_URL).toBe(
      'http://127.0.0.1:9/api/cep/v1',
    );
    expect(() => loadEnv({ BRASILAPI_URL: 'brasilapi' })).toThrow(
      /BRASILAPI_URL: use uma URL absoluta ou off/,
    );
  });

  it('never runs production under the OWASP argon2id minimum', () => {
    expect(loadEnv({ NODE_ENV: 'test', ARGON2_MEMORY_KIB: '4096', ARGON2_TIME_COST: '1' })).toMatchObject({
      ARGON2_MEMORY_KIB: 4096,
      ARGON2_TIME_COST: 1,
    });
    const prod = {
      NODE_ENV: 'production',
      MAIL_OUTBOX: 'true',
      PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
    } as const;
    expect(() => loadEnv({ ...prod, ARGON2_MEMORY_KIB: '4096' })).toThrow(/ARGON2_MEMORY_KIB:/);
    expect(() => loadEnv({ ...prod, ARGON2_TIME_COST: '1' })).toThrow(/ARGON2_TIME_COST:/);
  });

  it('refuses production without SMTP_URL unless MAIL_OUTBOX=true keeps e-mails in the outbox', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(
      /SMTP_URL: obrigatório em produção.*MAIL_OUTBOX=true/,
    );
    expect(() => loadEnv({ NODE_ENV: 'production', MAIL_OUTBOX: 'false' })).toThrow(/SMTP_URL:/);
    expect(
      loadEnv({ NODE_ENV: 'production', MAIL_OUTBOX: 'true', PAYMENT_SANDBOX_IN_PRODUCTION: 'true' })
        .MAIL_OUTBOX,
    ).toBe(true);
    expect(() => loadEnv({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL:/);
    expect(loadEnv({ SMTP_URL: 'smtps://u:p@mail.example:465' }).SMTP_URL).toBe(
      'smtps://u:p@mail.example:465',
    );
  });

  it('refuses DEV_EMAILS, which made the outbox public in production', () => {
    // The old `DEV_EMAILS=true npm start` must not quietly start with another meaning.
    expect(() => loadEnv({ NODE_ENV: 'production', DEV_EMAILS: 'true' })).toThrow(
      /DEV_EMAILS: não existe mais/,
    );
    expect(() => loadEnv({ DEV_EMAILS: 'false' })).toThrow(/DEV_EMAILS:/);
  });

  it('takes DEMO_PASSWORD of 8 to 128 characters', () => {
    expect(loadEnv({ DEMO_PASSWORD: 'vizinhos-do-bloco-b' }).DEMO_PASSWORD).toBe('vizinhos-do-bloco-b');
    expect(() => loadEnv({ DEMO_PASSWORD: 'curta' })).toThrow(/DEMO_PASSWORD:/);
  });
});

describe('PUBLIC_URL default', () => {
  it('is the address actually served: the port, and HOST unless it listens everywhere', () => {
    expect(loadEnv({ PORT: '39123' }).PUBLIC_URL).toBe('http://localhost:39123');
    expect(loadEnv({ HOST: '::', PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(loadEnv({ HOST: '127.0.0.1', PORT: '4000' }).PUBLIC_URL).toBe('http://127.0.0.1:4000');
    expect(loadEnv({ HOST: 'nc.lan', PORT: '80' }).PUBLIC_URL).toBe('http://nc.lan:80');
    expect(defaultPublicUrl('::1', 3000)).toBe('http://[::1]:3000');
    expect(new URL(defaultPublicUrl('::1', 3000)).port).toBe('3000');
  });

  it('keeps a PUBLIC_URL that is set', () => {
    const env = loadEnv({ PORT: '39123', PUBLIC_URL: 'https://nc.com.br' });
    expect(env).toMatchObject({ PUBLIC_URL: 'https://nc.com.br', isPublicUrlDefault: false });
  });

  it('warns in production when PUBLIC_URL is unset, or not https', () => {
    const prod = {
      NODE_ENV: 'production',
      MAIL_OUTBOX: 'true',
      PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
      PORT: '39123',
    } as const;
    const [unset, ...rest] = productionWarnings(loadEnv(prod));
    expect(unset).toMatch(/^PUBLIC_URL não definido: .*http:\/\/localhost:39123.*Defina PUBLIC_URL/);
    expect(rest).toEqual([]);
    expect(productionWarnings(loadEnv({ ...prod, PUBLIC_URL: 'http://nc.lan' }))).toEqual([
      'PUBLIC_URL sem https: o cookie de sessão vai sem o atributo Secure.',
    ]);
    expect(productionWarnings(loadEnv({ ...prod, PUBLIC_URL: 'https://nc.com.br' }))).toEqual([]);
    expect(productionWarnings(loadEnv({ PORT: '39123' }))).toEqual([]);
  });
});

describe('rate limit defaults (per IP sized for carrier NAT, per account strict)', () => {
  it('allows a shared address an order of magnitude more than one account or e-mail', () => {
    const env = loadEnv({});
    const m = (minutes: number) => minutes * 60_000;
    expect(env.RATE_LIMIT_LOGIN_IP).toEqual({ max: 60, windowMs: m(1) });
    expect(env.RATE_LIMIT_REGISTER_IP).toEqual({ max: 100, windowMs: m(30) });
    expect(env.RATE_LIMIT_RECOVERY_IP).toEqual({ max: 100, windowMs: m(15) });
    expect(env.RATE_LIMIT_RESEND_IP).toEqual({ max: 100, windowMs: m(15) });
    expect(env.RATE_LIMIT_TOKEN_IP).toEqual({ max: 300, windowMs: m(15) });
    expect(env.RATE_LIMIT_CONTACT_IP).toEqual({ max: 50, windowMs: m(15) });
    expect(env.RATE_LIMIT_NEWSLETTER_IP).toEqual({ max: 100, windowMs: m(15) });
    // Unchanged: the limits that protect one account or one inbox.
    expect(env.RATE_LIMIT_LOGIN_ACCOUNT).toEqual({ max: 20, windowMs: m(15) });
    expect(env.RATE_LIMIT_RECOVERY_EMAIL).toEqual({ max: 3, windowMs: m(15) });
    expect(env.RATE_LIMIT_RESEND_EMAIL).toEqual({ max: 3, windowMs: m(15) });
    expect(env.RATE_LIMIT_NEWSLETTER_EMAIL).toEqual({ max: 3, windowMs: m(60) });
  });
});

describe('payment gateway', () => {
  const prod = { NODE_ENV: 'production', MAIL_OUTBOX: 'true' } as const;
  const asaas = {
    PAYMENT_GATEWAY: 'asaas',
    ASAAS_API_KEY: '$aact_chave_de_teste',
    ASAAS_WEBHOOK_TOKEN: 'um-token-de-webhook-longo',
  } as const;
  const issuer = {
    RECEIPT_ISSUER_NAME: 'NC Classificados Ltda.',
    RECEIPT_ISSUER_CNPJ: '11.222.333/0001-81',
    RECEIPT_ISSUER_ADDRESS: 'Rua Augusta, 100, São Paulo - SP',
  } as const;

  it('is the sandbox outside production, with the Asaas sandbox URL by default', () => {
    expect(loadEnv({})).toMatchObject({
      PAYMENT_GATEWAY: 'sandbox',
      PAYMENT_SANDBOX_IN_PRODUCTION: false,
      ASAAS_API_URL: 'https://api-sandbox.asaas.com/v3',
    });
    expect(() => loadEnv({ PAYMENT_GATEWAY: 'stripe' })).toThrow(/PAYMENT_GATEWAY:/);
  });

  it('refuses the sandbox in production unless PAYMENT_SANDBOX_IN_PRODUCTION=true', () => {
    expect(() => loadEnv(prod)).toThrow(
      /PAYMENT_GATEWAY: use asaas em produção.*PAYMENT_SANDBOX_IN_PRODUCTION=true/,
    );
    expect(loadEnv({ ...prod, PAYMENT_SANDBOX_IN_PRODUCTION: 'true' }).PAYMENT_GATEWAY).toBe('sandbox');
    expect(loadEnv({ ...prod, ...asaas, ...issuer }).PAYMENT_GATEWAY).toBe('asaas');
  });

  it('requires the Asaas key and webhook token with asaas', () => {
    expect(() => loadEnv({ PAYMENT_GATEWAY: 'asaas' })).toThrow(/ASAAS_API_KEY: obrigatório/);
    expect(() => loadEnv({ PAYMENT_GATEWAY: 'asaas' })).toThrow(/ASAAS_WEBHOOK_TOKEN: obrigatório/);
    expect(() => loadEnv({ ...asaas, ASAAS_WEBHOOK_TOKEN: 'curto' })).toThrow(/ASAAS_WEBHOOK_TOKEN:/);
    expect(() => loadEnv({ ...asaas, ASAAS_API_URL: 'api.asaas.com' })).toThrow(/ASAAS_API_URL:/);
    expect(loadEnv({ ...asaas, ASAAS_API_URL: 'https://api.asaas.com/v3' }).ASAAS_API_URL).toBe(
      'https://api.asaas.com/v3',
    );
  });

  it("requires the receipts' issuer in production with asaas, and a valid CNPJ anywhere", () => {
    for (const name of Object.keys(issuer)) {
      expect(() => loadEnv({ ...prod, ...asaas }), name).toThrow(
        new RegExp(`${name}: obrigatório em produção com PAYMENT_GATEWAY=asaas`),
      );
    }
    expect(loadEnv({ ...prod, ...asaas, ...issuer })).toMatchObject(issuer);
    // Not required outside production, nor with the sandbox (the demo).
    expect(loadEnv({ ...asaas }).RECEIPT_ISSUER_NAME).toBeUndefined();
    expect(loadEnv({ ...prod, PAYMENT_SANDBOX_IN_PRODUCTION: 'true' }).RECEIPT_ISSUER_CNPJ).toBeUndefined();
    expect(() => loadEnv({ RECEIPT_ISSUER_CNPJ: '11.222.333/0001-82' })).toThrow(
      /RECEIPT_ISSUER_CNPJ: use um CNPJ válido/,
    );
    // Accents and the usual punctuation print; what the receipt's font cannot draw is refused.
    expect(loadEnv({ RECEIPT_ISSUER_ADDRESS: 'Av. São João, 439 – 3º andar, São Paulo' })).toBeDefined();
    expect(() => loadEnv({ RECEIPT_ISSUER_NAME: 'Łódź Comércio 😀' })).toThrow(
      /RECEIPT_ISSUER_NAME: use letras/,
    );
  });

  it('asks for the municipal service and the ISS rate with ASAAS_NFSE=true', () => {
    expect(loadEnv({}).ASAAS_NFSE).toBe(false);
    const on = () => loadEnv({ ...asaas, ASAAS_NFSE: 'true' });
    expect(on).toThrow(
      /ASAAS_NFSE_SERVICE_CODE: com ASAAS_NFSE=true, defina ASAAS_NFSE_SERVICE_CODE ou ASAAS_NFSE_SERVICE_ID/,
    );
    expect(on).toThrow(/ASAAS_NFSE_SERVICE_NAME: obrigatório com ASAAS_NFSE=true/);
    expect(on).toThrow(/ASAAS_NFSE_ISS: obrigatório com ASAAS_NFSE=true/);
    const nfse = {
      ASAAS_NFSE: 'true',
      ASAAS_NFSE_SERVICE_ID: '21234',
      ASAAS_NFSE_SERVICE_NAME: 'Anúncios',
      ASAAS_NFSE_ISS: '2.5',
    };
    expect(loadEnv({ ...asaas, ...nfse })).toMatchObject({ ASAAS_NFSE: true, ASAAS_NFSE_ISS: 2.5 });
    expect(() => loadEnv({ ...asaas, ...nfse, ASAAS_NFSE_ISS: '7' })).toThrow(/ASAAS_NFSE_ISS: use de 0 a 5/);
  });
});

describe('shutdown settings', () => {
  const prod = { NODE_ENV: 'production', MAIL_OUTBOX: 'true', PAYMENT_SANDBOX_IN_PRODUCTION: 'true' };

  it('keeps serving 5 s after SIGTERM in production, 0 s elsewhere, unless SHUTDOWN_DELAY says', () => {
    expect(loadEnv(prod).SHUTDOWN_DELAY).toBe(5);
    expect(loadEnv({}).SHUTDOWN_DELAY).toBe(0);
    expect(loadEnv({ ...prod, SHUTDOWN_DELAY: '0' }).SHUTDOWN_DELAY).toBe(0);
    expect(loadEnv({ SHUTDOWN_DELAY: '2.5' }).SHUTDOWN_DELAY).toBe(2.5);
    expect(loadEnv({}).SHUTDOWN_TIMEOUT).toBe(20);
    expect(loadEnv({ SHUTDOWN_TIMEOUT: '60' }).SHUTDOWN_TIMEOUT).toBe(60);
  });

  it.each([
    [{ SHUTDOWN_DELAY: 'cinco' }, /SHUTDOWN_DELAY: use um número de segundos/],
    [{ SHUTDOWN_DELAY: '-1' }, /SHUTDOWN_DELAY: use de 0 a 300 segundos/],
    [{ SHUTDOWN_TIMEOUT: '0' }, /SHUTDOWN_TIMEOUT: use de 1 a 600 segundos/],
    [{ SHUTDOWN_TIMEOUT: '5s' }, /SHUTDOWN_TIMEOUT: use um número de segundos/],
  ])('stops on %j', (source, message) => {
    expect(() => loadEnv(source)).toThrow(message);
  });
});
