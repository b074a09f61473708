import { MY_LISTINGS_MESSAGES as M } from '#shared/contracts/my-listings.constants.ts';
import { ApiError } from '../../lib/api-client.ts';
import { formErrorFrom } from '../../lib/form-errors.ts';

/** A failed own-ads call as the pages show it: the message and, when it helps, where to go. */
export interface PublishError {
  message: string;
  link?: { to: string; label: string };
}

const SESSION_EXPIRED = 'Sessão expirada. Faça login novamente.';

/**
 * The server's Portuguese message (spec 2 §8: "server messages are preferred"), plus a link to
 * /painel/planos when there is no credit to publish with, or to /painel/configuracoes when the
 * profile is incomplete (the 422s of POST .../publicar).
 */
export function publishErrorFrom(error: unknown): PublishError {
  if (error instanceof ApiError && error.status === 401) {
    return { message: SESSION_EXPIRED, link: { to: '/entrar', label: 'Entrar novamente' } };
  }
  const { message } = formErrorFrom(error, {
    failed: 'Não foi possível concluir a operação. Tente de novo.',
    network: 'Não foi possível falar com o servidor.',
  });
  if (message === M.noCredit || message === M.creditNotAvailable) {
    return { message, link: { to: M.plansPath, label: 'Ver planos' } };
  }
  if (message.startsWith(M.incompleteProfile)) {
    return { message, link: { to: '/painel/configuracoes', label: 'Completar meu cadastro' } };
  }
  return { message };
}
