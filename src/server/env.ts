import { isIPv6 } from 'node:net';
import { z } from 'zod';
import { isValidCnpj } from '#shared/lib/documents.ts';

/**
 * Every setting the server reads, from the environment, validated once at start-up.
 * A wrong value stops the process with a message naming the variable (see loadEnv).
 * Keep README's configuration table in step with this schema.
 */
const boolish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'use true ou false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** A rate limit written `max/window`: `10/1m`, `5/30m`, `100/1h` (units s, m, h, d). */
export interface RateLimitSetting {
  max: number;
  windowMs: number;
}
const UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
const rateLimit = z
  .string()
  .regex(/^\d{1,6}\/\d{1,4}[smhd]$/, { error: 'use máximo/janela, ex.: 10/1m, 5/30m, 100/1h' })
  .transform((v): RateLimitSetting => {
    const [max, window] = v.split('/') as [string, string];
    const unit = window.slice(-1) as keyof typeof UNIT_MS;
    return { max: Number(max), windowMs: Number(window.slice(0, -1)) * UNIT_MS[unit] };
  });

/** A duration in seconds, decimals allowed (`5`, `2.5`). */
const seconds = (min: number, max: number) =>
  z.coerce
    .number({ error: 'use um número de segundos, ex.: 5 ou 2.5' })
    .min(min, { error: `use de ${min} a ${max} segundos` })
    .max(max, { error: `use de ${min} a ${max} segundos` });

/**
 * Text printed on the PDF receipts: only what their standard Helvetica (WinAnsi) can draw, so a
 * stray character stops the start-up instead of every receipt.
 */
const receiptText = z
  .string()
  .trim()
  .regex(/^[\x20-\x7E\u00A0-\u00FF\u2013\u2014\u2018\u2019\u201C\u201D\u2022\u2026\u20AC]*$/, {
    error: 'use letras, números e pontuação comuns (o PDF do recibo não desenha outros caracteres)',
  });

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number({ error: 'use um número de porta' }).int().min(0).max(65535).default(3000),
  /**
   * Absolute origin used for canonical URLs, og:image and links in e-mails. Unset: the address
   * this process serves (see defaultPublicUrl), right for a local run only; production warns.
   */
  PUBLIC_URL: z.url({ error: 'use uma URL absoluta, ex.: https://nc.com.br' }).optional(),
  /** postgres://user:pass@host:5432/db; unset = embedded PGlite in PGLITE_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'use uma URL postgres://...' })
    .optional(),
  PGLITE_DIR: z.string().min(1).default('./data/pglite'),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  // The PostgreSQL connection under faults (docs/operations.md §4). The
  // serving portal only: migrations and the command-line tools run without them.
  /** A statement running longer is cancelled by PostgreSQL (the request answers 503). */
  DB_STATEMENT_TIMEOUT_MS: z.coerce
    .number({ error: 'use um número de milissegundos' })
    .int()
    .min(1_000)
    .max(3_600_000)
    .default(10_000),
  /**
   * A query without any answer this long means a dead connection: it is dropped from the pool.
   * Must exceed DB_STATEMENT_TIMEOUT_MS (a merely slow statement is cancelled by the server).
   */
  DB_QUERY_TIMEOUT_MS: z.coerce
    .number({ error: 'use um número de milissegundos' })
    .int()
    .min(1_000)
    .max(3_600_000)
    .default(15_000),
  /** A session idle inside a transaction this long is ended by PostgreSQL, releasing its locks. */
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce
    .number({ error: 'use um número de milissegundos' })
    .int()
    .min(1_000)
    .max(86_400_000)
    .default(60_000),
  /**
   * Folder of pg_dump and pg_restore for `npm run backup` / `restore`, when
   * those on the PATH are older than the server, e.g. /usr/lib/postgresql/16/bin. Unset: the PATH.
   */
  PG_BIN_DIR: z
    .string()
    .regex(/^\//, { error: 'use um caminho absoluto, ex.: /usr/lib/postgresql/16/bin' })
    .optional(),
  /**
   * Run the job queue's workers in this process (e-mail delivery, webhook events, the ads'
   * expiry; docs/operations.md §2). false: this process only serves requests and queues jobs,
   * and another process with true runs them.
   */
  JOBS_ENABLED: boolish.default(true),
  /** Seed demo data when the database is empty (npm start). */
  SEED_ON_START: boolish.default(true),
  /**
   * The password of every demo account, used when demo data is seeded. Unset: a random one,
   * kept in the data directory (demo-password.ts) and printed at start.
   */
  DEMO_PASSWORD: z
    .string()
    .min(8, { error: 'use ao menos 8 caracteres' })
    .max(128, { error: 'use no máximo 128 caracteres' })
    .optional(),
  UPLOADS_DIR: z.string().min(1).default('./data/uploads'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Fastify trustProxy: false, true, or a comma list of proxy addresses/CIDRs. */
  TRUST_PROXY: z.string().default('false'),

  // Accounts and e-mail (docs/decisions/005-sessions-csrf-rate-limits.md)
  /** smtp://user:pass@host:587 or smtps://...; unset = e-mails stay in the outbox table. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'use uma URL smtp://usuario:senha@servidor:587 ou smtps://...' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('NC Classificados <nao-responda@nc.local>'),
  /**
   * Production without SMTP_URL refuses to start unless this is true: e-mails then stay in the
   * outbox table, each one's links are written to the server's log, and /dev/emails shows them
   * to logged-in admins only. `npm start` sets it when SMTP_URL is unset.
   */
  MAIL_OUTBOX: boolish.default(false),
  /** Replaced by MAIL_OUTBOX: refused, so an old setting cannot mean something else. */
  DEV_EMAILS: z.string().optional(),
  /** Absolute life of a browser-session login (no "lembrar"), in hours. */
  SESSION_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 7)
    .default(24),
  /** A browser-session login also ends after this many minutes without a request. */
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(120),
  /** Absolute life of a "lembrar" (remember me) login, in days. */
  SESSION_REMEMBER_DAYS: z.coerce.number().int().min(1).max(90).default(30),
  /** argon2id cost; production refuses anything under the OWASP minimum (m=19456 KiB, t=2). */
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(1024).max(1_048_576).default(19_456),
  ARGON2_TIME_COST: z.coerce.number().int().min(1).max(10).default(2),
  // Per-IP limits are sized for carrier NAT (many phones behind one address, ADR 005); the
  // per-account and per-e-mail ones stay strict.
  /** Per client IP: login attempts. */
  RATE_LIMIT_LOGIN_IP: rateLimit.prefault('60/1m'),
  /** Per account (e-mail): failed logins. */
  RATE_LIMIT_LOGIN_ACCOUNT: rateLimit.prefault('20/15m'),
  /** Per client IP: sign-ups. */
  RATE_LIMIT_REGISTER_IP: rateLimit.prefault('100/30m'),
  /** Per client IP and per e-mail: password recovery requests. */
  RATE_LIMIT_RECOVERY_IP: rateLimit.prefault('100/15m'),
  RATE_LIMIT_RECOVERY_EMAIL: rateLimit.prefault('3/15m'),
  /** Per client IP and per e-mail: confirmation e-mail resends. */
  RATE_LIMIT_RESEND_IP: rateLimit.prefault('100/15m'),
  RATE_LIMIT_RESEND_EMAIL: rateLimit.prefault('3/15m'),
  /** Per client IP: uses of e-mail tokens (confirm, validate and reset). */
  RATE_LIMIT_TOKEN_IP: rateLimit.prefault('300/15m'),
  /** Per account: requests to change the e-mail (each asks for the password and mails a link). */
  RATE_LIMIT_EMAIL_CHANGE_USER: rateLimit.prefault('10/1h'),
  /**
   * redis://host:6379 (or rediss://): keep the rate-limit counters in Redis, shared by every
   * process of the portal. Unset: in this process's memory (one process; ADR 005).
   */
  RATE_LIMIT_REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { error: 'use uma URL redis://servidor:6379 ou rediss://...' })
    .optional(),

  // Contact form and newsletter
  /** The team's inbox: every /contato message is e-mailed here (and kept in mensagens_contato). */
  CONTACT_EMAIL: z.email({ error: 'use um e-mail, ex.: contato@nc.com.br' }).default('contato@nc.local'),
  /**
   * The address /contato and /anunciar show visitors (the demo showed
   * contato@nc.local). Apart from CONTACT_EMAIL: the inbox the form writes to need not be public.
   */
  PUBLIC_CONTACT_EMAIL: z
    .email({ error: 'use um e-mail, ex.: contato@nc.com.br' })
    .default('contato@ncclassificados.com.br'),
  /** Per client IP: messages sent through /contato. */
  RATE_LIMIT_CONTACT_IP: rateLimit.prefault('50/15m'),
  /** Per client IP and per e-mail: newsletter sign-ups (each one e-mails a confirmation link). */
  RATE_LIMIT_NEWSLETTER_IP: rateLimit.prefault('100/15m'),
  RATE_LIMIT_NEWSLETTER_EMAIL: rateLimit.prefault('3/1h'),
  /** Per client IP: the listing page's statistics events (a view, a WhatsApp click...; ADR 024). */
  RATE_LIMIT_STATS_IP: rateLimit.prefault('300/1m'),
  /**
   * How often each process writes its batch of statistics events (ADR 024). A process killed
   * without a stop loses at most this much of counting; a stop writes the batch first.
   */
  STATS_FLUSH_MS: z.coerce.number().int().min(50).max(60_000).default(5_000),
  /**
   * When the saved searches' alerts run (cron, UTC; issue 36): each run e-mails the "assim que
   * surgir" searches whose last e-mail is an hour old and, from 08:00 in Brasília, the day's digests.
   */
  ALERTS_CRON: z
    .string()
    .trim()
    .regex(/^\S+( \S+){4}$/, { error: 'use uma expressão cron de 5 campos (ex.: */5 * * * *)' })
    .default('*/5 * * * *'),
  /**
   * Key of the alerts' unsubscribe links (HMAC of each saved search). Unset: derived from
   * PUBLIC_URL and the database's address, stable across restarts; set it to a long random text.
   */
  ALERTS_SECRET: z.string().min(16, { error: 'use pelo menos 16 caracteres' }).optional(),
  /** Per client IP: reports of listings ("Denunciar anúncio"; open to visitors). */
  RATE_LIMIT_REPORT_IP: rateLimit.prefault('30/15m'),
  /** Per account: writes to the resident–advertiser conversations (send, start, block, report). */
  RATE_LIMIT_MESSAGES_USER: rateLimit.prefault('30/10m'),
  /** URLs per sitemap file (protocol maximum 50,000); past it /sitemap.xml becomes an index. */
  SITEMAP_URLS_PER_FILE: z.coerce.number().int().min(1).max(50_000).default(50_000),

  // Payments (DESIGN.md §1 "payments")
  /**
   * `sandbox`: charges made and confirmed locally (PIX BR Code and QR generated here; "Simular
   * pagamento"); `asaas`: the Asaas v3 API. Unset: sandbox. Production refuses sandbox unless
   * PAYMENT_SANDBOX_IN_PRODUCTION=true (`npm start` sets it when PAYMENT_GATEWAY is unset).
   */
  PAYMENT_GATEWAY: z.enum(['sandbox', 'asaas'], { error: 'use sandbox ou asaas' }).default('sandbox'),
  PAYMENT_SANDBOX_IN_PRODUCTION: boolish.default(false),
  /** Asaas v3 base URL: the sandbox by default; production is https://api.asaas.com/v3. */
  ASAAS_API_URL: z
    .url({ error: 'use uma URL absoluta, ex.: https://api.asaas.com/v3' })
    .default('https://api-sandbox.asaas.com/v3'),
  /** Asaas API key (header access_token); required with PAYMENT_GATEWAY=asaas. */
  ASAAS_API_KEY: z.string().min(1).optional(),
  /** The token Asaas sends in `asaas-access-token` on every webhook; required with asaas. */
  ASAAS_WEBHOOK_TOKEN: z.string().min(16, { error: 'use ao menos 16 caracteres' }).optional(),
  /** Per user: PIX charges, card tokenizations and card charges. */
  RATE_LIMIT_PAYMENT_USER: rateLimit.prefault('30/10m'),

  // Receipts and notas fiscais (ADR 019)
  /**
   * Who issues the PDF receipts: legal name (razão social), CNPJ and address, printed on every
   * receipt. Required in production with PAYMENT_GATEWAY=asaas (real money, a real issuer);
   * elsewhere the receipt names "NC Classificados" only.
   */
  RECEIPT_ISSUER_NAME: receiptText.min(2, { error: 'use a razão social' }).max(150).optional(),
  RECEIPT_ISSUER_CNPJ: z
    .string()
    .trim()
    .refine(isValidCnpj, { error: 'use um CNPJ válido, ex.: 11.222.333/0001-81' })
    .optional(),
  RECEIPT_ISSUER_ADDRESS: receiptText.min(5, { error: 'use o endereço completo' }).max(200).optional(),
  /**
   * Schedules a nota fiscal de serviço (NFS-e) at Asaas for every confirmed payment (the Asaas
   * account must have its fiscal information set up). Only with PAYMENT_GATEWAY=asaas: the
   * sandbox issues nothing.
   */
  ASAAS_NFSE: boolish.default(false),
  /** The municipal service: its Asaas id (GET /v3/invoices/municipalServices) or its code. */
  ASAAS_NFSE_SERVICE_ID: z.string().trim().min(1).max(50).optional(),
  ASAAS_NFSE_SERVICE_CODE: z.string().trim().min(1).max(50).optional(),
  /** The municipal service's name (Asaas' municipalServiceName); required with ASAAS_NFSE=true. */
  ASAAS_NFSE_SERVICE_NAME: z.string().trim().min(1).max(250).optional(),
  /** The start of each nota's service description; the plan's name and period follow. */
  ASAAS_NFSE_DESCRIPTION: z
    .string()
    .trim()
    .min(3)
    .max(250)
    .default('Divulgação de anúncio no portal NC Classificados'),
  /** The ISS rate in percent (e.g. 2 or 5); required with ASAAS_NFSE=true. */
  ASAAS_NFSE_ISS: z.coerce
    .number({ error: 'use a alíquota em porcentagem, ex.: 2 ou 5' })
    .min(0, { error: 'use de 0 a 5' })
    .max(5, { error: 'use de 0 a 5' })
    .optional(),

  // The advertiser panel (DESIGN.md §1 "images", "postal codes", §4 "Ad lifecycle")
  /**
   * `pre`: a published ad waits for an admin's approval (`pendente`); an edit of a published ad's
   * text waits as a revision while the approved version stays live, and a new photo sends the ad
   * back to `pendente` (ADR 018); `post`: published at once.
   */
  AD_MODERATION: z.enum(['pre', 'post'], { error: 'use pre ou post' }).default('pre'),
  /** ViaCEP's base URL (tests point it at a local fake). */
  VIACEP_URL: z.url({ error: 'use uma URL absoluta' }).default('https://viacep.com.br/ws'),
  /** How long a ViaCEP look-up may take before the portal's own tables answer instead. */
  VIACEP_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3_000),
  /**
   * BrasilAPI's CEP v1 base URL, asked when ViaCEP cannot answer or does not know the code
   * (ADR 020; tests point it at a local fake). `off`: ViaCEP alone.
   */
  BRASILAPI_URL: z
    .union([z.literal('off'), z.url({ error: 'use uma URL absoluta ou off' })], {
      error: 'use uma URL absoluta ou off',
    })
    .default('https://brasilapi.com.br/api/cep/v1'),
  /** How long a BrasilAPI look-up may take before the portal's own tables answer instead. */
  BRASILAPI_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3_000),
  /** Images processed at the same time (sharp); the rest wait their turn. */
  IMAGE_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  /**
   * S3-compatible storage for uploaded images: set S3_BUCKET to use it instead of UPLOADS_DIR.
   * S3_ENDPOINT for a non-AWS service (MinIO, R2, ...), S3_PUBLIC_URL for the address the images
   * are served from (a CDN), S3_FORCE_PATH_STYLE for services that need it.
   */
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url({ error: 'use uma URL absoluta' }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z.url({ error: 'use uma URL absoluta' }).optional(),
  S3_FORCE_PATH_STYLE: boolish.default(false),

  // Metrics (docs/operations.md §6): Prometheus text, served only when asked.
  /**
   * Serves /metrics on the portal's own port to `Authorization: Bearer <token>`; anything else
   * there gets the 404 of an unknown address. Unset: /metrics does not exist on that port.
   */
  METRICS_TOKEN: z
    .string()
    .min(32, { error: 'use ao menos 32 caracteres, ex.: o resultado de openssl rand -hex 32' })
    .optional(),
  /** Serves /metrics, without a token, on this separate port (0: any free one). Unset: none. */
  METRICS_PORT: z.coerce.number({ error: 'use um número de porta' }).int().min(0).max(65535).optional(),
  /** The address METRICS_PORT listens on: loopback unless the scraper is on another machine. */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),

  // Restarts (docs/operations.md §3): what SIGTERM (or SIGINT) does.
  /**
   * Seconds the portal keeps serving after SIGTERM while /api/health/ready answers 503, so the
   * load balancer stops sending before the listener closes (more than its checks take to notice).
   * Unset: 5 in production, 0 otherwise (a developer's Ctrl+C stops at once).
   */
  SHUTDOWN_DELAY: seconds(0, 300).optional(),
  /** Seconds, after SHUTDOWN_DELAY, for in-flight requests and running jobs to finish; then exit 1. */
  SHUTDOWN_TIMEOUT: seconds(1, 600).default(20),
});
type ParsedEnv = z.infer<typeof EnvSchema>;
export type Env = Omit<ParsedEnv, 'PUBLIC_URL' | 'DEV_EMAILS' | 'SHUTDOWN_DELAY'> & {
  /** SHUTDOWN_DELAY as set, or its default for NODE_ENV. */
  SHUTDOWN_DELAY: number;
  /** PUBLIC_URL as set, or the address this process serves (defaultPublicUrl). */
  PUBLIC_URL: string;
  /** PUBLIC_URL was not set: production warns at start (productionWarnings). */
  isPublicUrlDefault: boolean;
};

export class EnvError extends Error {}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const entries = Object.entries(source).filter(([, v]) => v !== undefined && v !== '');
  const parsed = EnvSchema.superRefine((env, ctx) => {
    // Tests may lower the cost for speed; production never runs under the OWASP minimum.
    if (env.NODE_ENV === 'production' && env.ARGON2_MEMORY_KIB < 19_456) {
      ctx.addIssue({ code: 'custom', path: ['ARGON2_MEMORY_KIB'], message: 'mínimo 19456 em produção' });
    }
    if (env.NODE_ENV === 'production' && env.ARGON2_TIME_COST < 2) {
      ctx.addIssue({ code: 'custom', path: ['ARGON2_TIME_COST'], message: 'mínimo 2 em produção' });
    }
    if (env.DEV_EMAILS !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['DEV_EMAILS'],
        message:
          'não existe mais: a caixa de saída de e-mails é sempre visível em desenvolvimento e, em produção sem SMTP_URL (MAIL_OUTBOX=true), só para administradores',
      });
    }
    // DESIGN.md §2: production refuses the outbox unless told so explicitly (MAIL_OUTBOX=true;
    // `npm start`, the demo quick start, sets it and says so when SMTP_URL is unset).
    if (env.NODE_ENV === 'production' && !env.SMTP_URL && !env.MAIL_OUTBOX) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message:
          'obrigatório em produção; para guardar os e-mails na caixa de saída (links no log do servidor), defina MAIL_OUTBOX=true',
      });
    }
    // As with the outbox: production refuses the sandbox gateway unless told so explicitly.
    if (
      env.NODE_ENV === 'production' &&
      env.PAYMENT_GATEWAY === 'sandbox' &&
      !env.PAYMENT_SANDBOX_IN_PRODUCTION
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_GATEWAY'],
        message:
          'use asaas em produção; para aceitar pagamentos simulados (sandbox), defina PAYMENT_SANDBOX_IN_PRODUCTION=true',
      });
    }
    if (env.DB_QUERY_TIMEOUT_MS <= env.DB_STATEMENT_TIMEOUT_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['DB_QUERY_TIMEOUT_MS'],
        message: 'use um valor maior que DB_STATEMENT_TIMEOUT_MS (ex.: 5000 a mais)',
      });
    }
    if (env.S3_BUCKET && !env.S3_PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_PUBLIC_URL'],
        message: 'obrigatório com S3_BUCKET (o endereço de onde as imagens são servidas)',
      });
    }
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT !== 0 && env.METRICS_PORT === env.PORT) {
      ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'use uma porta diferente de PORT' });
    }
    if (env.PAYMENT_GATEWAY === 'asaas') {
      for (const name of ['ASAAS_API_KEY', 'ASAAS_WEBHOOK_TOKEN'] as const) {
        if (!env[name]) {
          ctx.addIssue({ code: 'custom', path: [name], message: 'obrigatório com PAYMENT_GATEWAY=asaas' });
        }
      }
    }
    // A receipt for real money names who received it.
    if (env.NODE_ENV === 'production' && env.PAYMENT_GATEWAY === 'asaas') {
      for (const name of ['RECEIPT_ISSUER_NAME', 'RECEIPT_ISSUER_CNPJ', 'RECEIPT_ISSUER_ADDRESS'] as const) {
        if (!env[name]) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'obrigatório em produção com PAYMENT_GATEWAY=asaas (o emitente impresso nos recibos)',
          });
        }
      }
    }
    if (env.ASAAS_NFSE) {
      if (!env.ASAAS_NFSE_SERVICE_ID && !env.ASAAS_NFSE_SERVICE_CODE) {
        ctx.addIssue({
          code: 'custom',
          path: ['ASAAS_NFSE_SERVICE_CODE'],
          message: 'com ASAAS_NFSE=true, defina ASAAS_NFSE_SERVICE_CODE ou ASAAS_NFSE_SERVICE_ID',
        });
      }
      for (const name of ['ASAAS_NFSE_SERVICE_NAME', 'ASAAS_NFSE_ISS'] as const) {
        if (env[name] === undefined) {
          ctx.addIssue({ code: 'custom', path: [name], message: 'obrigatório com ASAAS_NFSE=true' });
        }
      }
    }
  }).safeParse(Object.fromEntries(entries));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new EnvError(`Configuração inválida:\n${lines.join('\n')}`);
  }
  const { PUBLIC_URL, DEV_EMAILS: _gone, ...env } = parsed.data;
  return {
    ...env,
    PUBLIC_URL: PUBLIC_URL ?? defaultPublicUrl(env.HOST, env.PORT),
    isPublicUrlDefault: PUBLIC_URL === undefined,
    SHUTDOWN_DELAY: env.SHUTDOWN_DELAY ?? (env.NODE_ENV === 'production' ? 5 : 0),
  };
}

const ALL_INTERFACES = new Set(['0.0.0.0', '::', '::0', '0:0:0:0:0:0:0:0']);

/**
 * The origin this process serves, as a browser on this machine reaches it: `localhost` when it
 * listens on every interface (HOST 0.0.0.0 or ::), else HOST itself (an IPv6 address in
 * brackets). PUBLIC_URL's default, so a portal started with `PORT=39123` mails links that open.
 * PORT=0 (a free port picked at listen) has no such address: set PUBLIC_URL.
 */
export function defaultPublicUrl(host: string, port: number): string {
  const name = ALL_INTERFACES.has(host) ? 'localhost' : isIPv6(host) ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** What a production start should warn about in its configuration (logged by the app). */
export function productionWarnings(env: Env): string[] {
  if (env.NODE_ENV !== 'production') return [];
  if (env.isPublicUrlDefault) {
    return [
      `PUBLIC_URL não definido: links dos e-mails, endereços canônicos e og:image usam ${env.PUBLIC_URL}, ` +
        'que só abre nesta máquina. Defina PUBLIC_URL com o endereço público do portal (ex.: https://nc.com.br).',
    ];
  }
  if (!env.PUBLIC_URL.startsWith('https://')) {
    return ['PUBLIC_URL sem https: o cookie de sessão vai sem o atributo Secure.'];
  }
  return [];
}

/** Parses TRUST_PROXY into what Fastify accepts. */
export function trustProxySetting(value: string): boolean | string[] {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
