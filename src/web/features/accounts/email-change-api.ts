import {
  EMAIL_CHANGE_API,
  EmailChangeOutcomeSchema,
  type EmailChangeOutcome,
} from '#shared/contracts/email-change.contract.ts';
import type { ApiClient } from '../../lib/api-client.ts';

/** The two links of an e-mail change (issue 36 item 4): each spends its token once. */

/** GET /api/usuarios/email/confirmar: the new address's link; the change happens here. */
export function confirmEmailChange(api: ApiClient, token: string): Promise<EmailChangeOutcome> {
  return api.get(EMAIL_CHANGE_API.confirm, { query: { token }, schema: EmailChangeOutcomeSchema });
}

/** GET /api/usuarios/email/desfazer: the old address's undo link (ends every session). */
export function undoEmailChange(api: ApiClient, token: string): Promise<EmailChangeOutcome> {
  return api.get(EMAIL_CHANGE_API.undo, { query: { token }, schema: EmailChangeOutcomeSchema });
}
