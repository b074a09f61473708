import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm start`: build the web app if there is no build yet, then start the server (which
 * migrates and seeds an empty database). `npm run dev` passes --dev: Vite middleware, no build.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const isDev = process.argv.includes('--dev');
process.env.NODE_ENV ??= isDev ? 'development' : 'production';
if (!process.env.SMTP_URL) {
  // The two-command quick start has no mail server: keep e-mails in the outbox. Their links go
  // to this terminal (the server's log); /dev/emails shows them to anyone under `npm run dev`
  // and only to logged-in admins in production (issue 17). A real deployment sets SMTP_URL
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

if (!isDev && !fs.existsSync(path.join(root, 'build/server/index.js'))) {
  console.log('Primeira execução: gerando o build da interface (react-router build)...');
  const bin = path.join(root, 'node_modules/.bin/react-router');
  const result = spawnSync(bin, ['build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('Falha no build da interface.');
    process.exit(result.status ?? 1);
  }
}

const { main } = await import('../server.ts');
await main({ webMode: isDev ? 'development' : 'production' });
