import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema, intParam } from '#shared/contracts/common.contract.ts';
import { CHECKOUT_API, CHECKOUT_MESSAGES as M, PLANS_API } from '#shared/contracts/checkouts.constants.ts';
import {
  AvailableCreditsAnswerSchema,
  CancelBodySchema,
  CardAnswerSchema,
  CardBodySchema,
  CheckoutStatusQuerySchema,
  CheckoutSchema,
  FreeTrialAnswerSchema,
  InvoicesAnswerSchema,
  InvoicesQuerySchema,
  PendingPaymentsAnswerSchema,
  PixAnswerSchema,
  PixBodySchema,
  PixPendingAnswerSchema,
  PixPendingQuerySchema,
  PlanSlugBodySchema,
  RedirectAnswerSchema,
  RefundAnswerSchema,
  RefundBodySchema,
  RenewalAnswerSchema,
  RenewalParamsSchema,
  SandboxPayBodySchema,
  StatementAnswerSchema,
  TokenizeAnswerSchema,
  TokenizeBodySchema,
  UsedPlansAnswerSchema,
} from '#shared/contracts/checkouts.contract.ts';
import type { Env } from '../../env.ts';
import { AppError } from '../../lib/app-error.ts';
import { authOf } from '../../plugins/auth.ts';
import { createLimiter } from '../../plugins/rate-limit.ts';
import type { BillingService } from './billing.service.ts';
import type { PaymentsService } from './payments.service.ts';

const payTags = ['Pagamentos'];
const planTags = ['Planos'];
const E = ErrorResponseSchema;
/** Every route but the webhook needs a session. */
const AUTH = { 401: E, 403: E };

/** Asaas' webhook body: only what we read is declared, the rest is kept as it came. */
const WebhookBodySchema = z.looseObject({
  id: z.string().trim().min(1).max(100),
  event: z.string().trim().min(1).max(100),
  payment: z.looseObject({ id: z.string().trim().min(1).max(100) }).optional(),
  /** INVOICE_* events (notas fiscais, ADR 019). */
  invoice: z.looseObject({ id: z.string().trim().min(1).max(100) }).optional(),
});

const sha256 = (v: string) => createHash('sha256').update(v).digest();

/** Constant-time comparison of the webhook token (hashes, so lengths are always equal). */
function tokenMatches(given: string | string[] | undefined, expected: string | undefined): boolean {
  if (typeof given !== 'string' || !expected) return false;
  return timingSafeEqual(sha256(given), sha256(expected));
}

export const checkoutsRoutes: FastifyPluginAsync<{
  payments: PaymentsService;
  billing: BillingService;
  env: Env;
}> = async (fastify, { payments, billing, env }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const paymentLimit = createLimiter(app, 'pagamento-usuario', env.RATE_LIMIT_PAYMENT_USER);
  const perUser = async (req: FastifyRequest, reply: FastifyReply) =>
    paymentLimit.hit(req, reply, String(authOf(req).user.code));
  const caller = (req: FastifyRequest) => {
    const { user } = authOf(req);
    return { code: user.code, type: user.type, isAdmin: user.role === 'ADMIN' };
  };

  // Payment answers are personal: never cached by a browser or a proxy.
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    CHECKOUT_API.sessions,
    {
      preHandler: app.requireUser,
      schema: {
        tags: payTags,
        summary: 'Inicia a compra de um plano pago: o endereço da página de pagamento',
        description:
          'Confere o plano (404), o tipo da conta (422: PF compra só planos PF, PJ só PJ) e que não é o mês grátis (422). ' +
          'Responde `redirectTo` = /painel/pagamento?plano=<slug>&m=pix (a página de pagamento do NC; não há checkout hospedado).',
        body: PlanSlugBodySchema,
        response: { 200: RedirectAnswerSchema, 400: E, ...AUTH, 404: E, 422: E },
      },
    },
    async (req) => payments.startSession(caller(req), req.body.planoSlug),
  );

  app.post(
    CHECKOUT_API.activateFree,
    {
      preHandler: app.requireUser,
      schema: {
        tags: payTags,
        summary: 'Ativa o mês grátis (um por conta e tipo): crédito de 30 dias e fatura de R$ 0,00',
        description:
          '409 quando o mês grátis deste tipo de conta já foi usado; 422 para tipo de conta errado.',
        body: PlanSlugBodySchema,
        response: { 200: RedirectAnswerSchema, 400: E, ...AUTH, 404: E, 409: E, 422: E },
      },
    },
    async (req) => payments.activateFree(caller(req), req.body.planoSlug),
  );

  app.post(
    CHECKOUT_API.pix,
    {
      preHandler: [app.requireUser, perUser],
      schema: {
        tags: payTags,
        summary: 'Gera a cobrança PIX de um plano: código copia e cola, QR code (PNG) e validade',
        description:
          'O valor é o preço do plano (nunca do corpo). Nome, documento, e-mail e telefone vêm do corpo ou do perfil; ' +
          'sem CPF/CNPJ válido em nenhum deles: 422. Enquanto um PIX do mesmo plano estiver pendente e válido, ' +
          'a mesma cobrança é devolvida (outra aba, recarga da página).',
        body: PixBodySchema,
        response: { 200: PixAnswerSchema, 400: E, ...AUTH, 404: E, 422: E, 429: E, 503: E },
      },
    },
    async (req) => payments.createPix(caller(req), req.body),
  );

  app.get(
    CHECKOUT_API.pixPending,
    {
      preHandler: app.requireUser,
      schema: {
        tags: payTags,
        summary:
          'O PIX pendente e ainda válido a mostrar de novo (recarga da página de pagamento); não cria cobrança',
        description:
          'Com `id`: esse pagamento do usuário (404 para o de outro usuário), se for um PIX pendente de código ainda válido. ' +
          'Com `planoSlug`: o PIX pendente do usuário para o plano, válido por mais de um minuto (o mesmo que o POST reutilizaria). ' +
          '`charge` é null quando não há o que retomar; sem `id` nem `planoSlug`: 400.',
        querystring: PixPendingQuerySchema,
        response: { 200: PixPendingAnswerSchema, 400: E, ...AUTH, 404: E, 422: E },
      },
    },
    async (req) => payments.pendingPix(caller(req), req.query),
  );

  app.get(
    CHECKOUT_API.pending,
    {
      preHandler: app.requireUser,
      schema: {
        tags: payTags,
        summary: 'Pagamentos pendentes do próprio usuário: PIX ainda não pagos, de código ainda válido',
        description: 'Só os do usuário da sessão, também para um administrador; do mais novo ao mais antigo.',
        response: { 200: PendingPaymentsAnswerSchema, ...AUTH },
      },
    },
    async (req) => payments.pendingPayments(caller(req)),
  );

  app.post(
    CHECKOUT_API.cancel,
    {
      preHandler: [app.requireUser, perUser],
      schema: {
        tags: payTags,
        summary: 'Cancela um pagamento pendente no gateway (Asaas: DELETE /v3/payments/{id}) e aqui',
        description:
          '404 para o pagamento de outro usuário (administrador incluído); 409 para um pagamento já pago, já cancelado ' +
          'ou sem cobrança no gateway atual. Se o pagamento chegou no meio do caminho, ele é confirmado (crédito e fatura) e a resposta é 409. ' +
          'Gateway fora do ar: 503.',
        body: CancelBodySchema,
        response: { 200: CheckoutSchema, 400: E, ...AUTH, 404: E, 409: E, 422: E, 429: E, 503: E },
      },
    },
    async (req) => payments.cancel(caller(req), req.body.checkoutId),
  );

  app.post(
    CHECKOUT_API.tokenize,
    {
      preHandler: [app.requireUser, perUser],
      schema: {
        tags: payTags,
        summary: 'Tokeniza o cartão no gateway (número e CVV nunca são guardados nem registrados)',
        description:
          'Valida os campos como o formulário (Luhn, validade MM/AA, CVV, CPF do titular de 11 dígitos, telefone com DDD, CEP) ' +
          'e responde o token do gateway, a bandeira e os 4 últimos dígitos.',
        body: TokenizeBodySchema,
        response: { 200: TokenizeAnswerSchema, 400: E, ...AUTH, 422: E, 429: E, 503: E },
      },
    },
    async (req) => payments.tokenize(caller(req), req.body, req.ip),
  );

  app.post(
    CHECKOUT_API.card,
    {
      preHandler: [app.requireUser, perUser],
      schema: {
        tags: payTags,
        summary: 'Cobra o plano no cartão tokenizado',
        description:
          'Cartão recusado pelo emissor: 422; gateway sem permissão: 403; gateway fora do ar: 503. ' +
          'Uma cobrança autorizada é confirmada na hora (status paid, crédito e fatura).',
        body: CardBodySchema,
        response: { 200: CardAnswerSchema, 400: E, ...AUTH, 404: E, 422: E, 429: E, 503: E },
      },
    },
    async (req) => payments.payCard(caller(req), req.body, req.ip),
  );

  app.get(
    CHECKOUT_API.status,
    {
      preHandler: app.requireUser,
      schema: {
        tags: payTags,
        summary: 'Status de um pagamento (id ou session_id): o dono só; 404 para os demais',
        description:
          'Para um pagamento pendente, consulta o gateway (no máximo a cada 3 s), o que repara um webhook perdido.',
        querystring: CheckoutStatusQuerySchema,
        response: { 200: CheckoutSchema, 400: E, ...AUTH, 404: E },
      },
    },
    async (req) => payments.status(caller(req), req.query.id ?? req.query.session_id),
  );

  app.get(
    CHECKOUT_API.statement,
    {
      preHandler: app.requireUser,
      schema: {
        tags: payTags,
        summary: 'Extrato: os pagamentos do usuário, do mais novo ao mais antigo',
        response: { 200: StatementAnswerSchema, ...AUTH },
      },
    },
    async (req) => payments.statement(caller(req)),
  );

  app.get(
    CHECKOUT_API.availableCredits,
    {
      preHandler: app.requireUser,
      schema: {
        tags: payTags,
        summary: 'Créditos disponíveis (um anúncio cada), ainda dentro do período do plano',
        description:
          'Um crédito disponível cujo fim já passou conta como expirado e não aparece aqui (o status expired é derivado na leitura).',
        response: { 200: AvailableCreditsAnswerSchema, ...AUTH },
      },
    },
    async (req) => payments.availableCredits(caller(req)),
  );

  app.get(
    `${CHECKOUT_API.renewal}/:anuncioId`,
    {
      preHandler: app.requireUser,
      schema: {
        tags: payTags,
        summary: 'Renovação de um anúncio do usuário: o plano, o fim atual e o fim após o pagamento',
        description:
          'A renovação paga de novo o plano do crédito do anúncio (o POST do PIX ou do cartão com `anuncioId`) e ' +
          'estende o anúncio a partir do fim atual, sem nova análise; um anúncio encerrado há até 30 dias volta ao ar ' +
          '(ADR 022). `renovavel` false traz o motivo. 404 para o anúncio de outro usuário.',
        params: RenewalParamsSchema,
        response: { 200: RenewalAnswerSchema, 400: E, ...AUTH, 404: E },
      },
    },
    async (req) => payments.renewal(caller(req), req.params.anuncioId),
  );

  app.post(
    CHECKOUT_API.sandboxPay,
    {
      preHandler: app.requireUser,
      schema: {
        tags: payTags,
        summary: 'Simular pagamento (somente com PAYMENT_GATEWAY=sandbox)',
        description:
          'Marca a cobrança do sandbox como recebida e a confirma pelo mesmo caminho do webhook. 404 com o gateway Asaas ' +
          'ou para o pagamento de outro usuário; 409 se já estava pago.',
        body: SandboxPayBodySchema,
        response: { 200: CheckoutSchema, 400: E, ...AUTH, 404: E, 409: E },
      },
    },
    async (req) => payments.sandboxPay(caller(req), req.body.checkoutId),
  );

  app.post(
    CHECKOUT_API.webhook,
    {
      // Before the body is read: another gateway has no webhook here, and a wrong token gets 401
      // whatever it sent.
      onRequest: async (req) => {
        if (env.PAYMENT_GATEWAY !== 'asaas') throw new AppError('NOT_FOUND', 'Rota da API não encontrada.');
        if (!tokenMatches(req.headers['asaas-access-token'], env.ASAAS_WEBHOOK_TOKEN)) {
          throw new AppError('UNAUTHENTICATED', M.webhookToken);
        }
      },
      schema: {
        tags: payTags,
        summary: 'Webhook do Asaas (header asaas-access-token)',
        description:
          'Token conferido em tempo constante (401 se errado). O evento é guardado uma vez pelo id e respondido 200 na hora; ' +
          'depois o pagamento (ou a nota fiscal, nos eventos INVOICE_*) é consultado de novo no Asaas antes de qualquer crédito. Eventos desconhecidos: 200, guardados e ignorados. ' +
          '404 quando o gateway não é o Asaas.',
        body: WebhookBodySchema,
        response: { 200: z.object({ ok: z.literal(true) }), 400: E, 401: E, 404: E },
      },
    },
    async (req) => {
      const event = {
        eventId: req.body.id,
        type: req.body.event,
        paymentId: req.body.payment?.id ?? null,
        invoiceId: req.body.invoice?.id ?? null,
      };
      await payments.receiveEvent({ ...event, payload: req.body });
      return { ok: true as const };
    },
  );

  // Plans contracted and invoices (spec 2 §7 "Plans").
  app.get(
    PLANS_API.used,
    {
      preHandler: app.requireUser,
      schema: {
        tags: planTags,
        summary: 'Planos contratados: pagamentos confirmados e meses grátis ativados',
        response: { 200: UsedPlansAnswerSchema, ...AUTH },
      },
    },
    async (req) => payments.usedPlans(caller(req)),
  );

  app.get(
    PLANS_API.freeTrial,
    {
      preHandler: app.requireUser,
      schema: {
        tags: planTags,
        summary: 'Se o usuário já usou o mês grátis de cada tipo de conta (pf, pj)',
        description:
          'O mês grátis vale uma vez por conta e tipo (spec 2 §4): `usado.pf` / `usado.pj` dizem se o de cada tipo já foi ativado, ' +
          'para a página de planos mostrar o botão desativado com o motivo. Só a própria conta.',
        response: { 200: FreeTrialAnswerSchema, ...AUTH },
      },
    },
    async (req) => payments.freeTrialUse(caller(req)),
  );

  app.get(
    PLANS_API.invoices,
    {
      preHandler: app.requireUser,
      schema: {
        tags: planTags,
        summary: 'Faturas do usuário (todas, para um administrador); status=paid só as pagas',
        querystring: InvoicesQuerySchema,
        response: { 200: InvoicesAnswerSchema, 400: E, ...AUTH },
      },
    },
    async (req) => billing.invoices(caller(req), req.query.status),
  );

  app.get(
    '/api/planos/faturas/:id/pdf',
    {
      preHandler: app.requireUser,
      schema: {
        tags: planTags,
        summary: 'Recibo em PDF de uma fatura paga (dono ou administrador; 404 para os demais)',
        params: z.object({ id: intParam('id') }),
        response: { 200: z.any().describe('application/pdf'), 400: E, ...AUTH, 404: E },
      },
    },
    async (req, reply) => {
      const { number, pdf } = await billing.invoicePdf(caller(req), req.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="fatura-${number}.pdf"`)
        .send(pdf);
    },
  );

  // Refunds (issue 35): "Estornar" on the admin's invoices.
  app.post(
    '/api/admin/faturas/:id/estorno',
    {
      preHandler: app.requireRole('ADMIN'),
      schema: {
        tags: planTags,
        summary: 'Estorna uma fatura paga (administradores)',
        description:
          'Estorna o pagamento no gateway (Asaas: POST /payments/{id}/refund, o valor inteiro) e, numa só transação, ' +
          'marca o pagamento como estornado e a fatura como `estornada` (com o motivo e quando), revoga o crédito do plano ' +
          '(que não pode mais ser usado), tira do ar o anúncio que o usava (`inativo`), avisa o anunciante e os ' +
          'administradores por e-mail e registra na auditoria (entidade fatura). 409 se a fatura não está paga, não tem ' +
          'pagamento no gateway atual (mês grátis) ou já foi estornada; 422 se o gateway recusou, 503 se não respondeu: ' +
          'nesses casos nada muda aqui.',
        params: z.object({ id: intParam('id') }),
        body: RefundBodySchema,
        response: { 200: RefundAnswerSchema, 400: E, ...AUTH, 404: E, 409: E, 422: E, 503: E },
      },
    },
    async (req) => payments.refund(authOf(req).user.code, req.params.id, req.body.motivo),
  );
};
