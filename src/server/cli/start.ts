/**
 * The portal's entry: `npm start` runs it compiled (scripts/start.mjs, which first builds the web
 * app when there is no build yet), `npm run dev` through tsx with --dev (Vite middleware, no
 * build). It sets the quick start's defaults, then starts the server (which migrates and seeds
 * an empty database).
 */
const isDev = process.argv.includes('--dev');
process.env.NODE_ENV ??= isDev ? 'development' : 'production';
if (!process.env.SMTP_URL) {
  // The two-command quick start has no mail server: keep e-mails in the outbox. Their links go
  // to this terminal (the server's log); /dev/emails shows them to anyone under `npm run dev`
  // and only to logged-in admins in production. A real deployment sets SMTP_URL
  // (production refuses to start without one unless MAIL_OUTBOX=true).
  process.env.MAIL_OUTBOX ||= 'true';
  console.log(
    'SMTP_URL não definido: nenhum e-mail sai desta máquina. Os links de confirmação de cadastro e de recuperação de senha aparecem neste terminal.',
  );
}

if (!process.env.PAYMENT_GATEWAY) {
  // Nor a payment gateway: charges go to the local sandbox (PIX code and QR made here, paid with
  // "Simular pagamento"). A real deployment sets PAYMENT_GATEWAY=asaas (production refuses the
  // sandbox unless PAYMENT_SANDBOX_IN_PRODUCTION=true).
  process.env.PAYMENT_SANDBOX_IN_PRODUCTION ||= 'true';
  console.log(
    'PAYMENT_GATEWAY não definido: pagamentos simulados (sandbox), nenhuma cobrança real. Use "Simular pagamento" na página de pagamento.',
  );
}

// Imported only now, after the defaults above are in the environment.
const { main } = await import('../server.ts');
await main({ webMode: isDev ? 'development' : 'production' });

// A module (top-level await) though it exports nothing.
export {};
