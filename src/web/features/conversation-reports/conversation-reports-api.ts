import {
  CONVERSATION_REPORTS_API,
  CONVERSATION_REPORTS_PAGE_SIZE,
} from '#shared/contracts/reports.constants.ts';
import type {
  ConversationReportAnswer,
  ConversationReportsPage,
} from '#shared/contracts/reports.contract.ts';
import type { ApiClient } from '../../lib/api-client.ts';

// The admins' queue of conversation reports. Types only from the contracts: the zod
// schemas stay out of the page's bundle.

export function findConversationReports(api: ApiClient, page: number): Promise<ConversationReportsPage> {
  return api.get(CONVERSATION_REPORTS_API.list, { query: { page, limit: CONVERSATION_REPORTS_PAGE_SIZE } });
}

export function blockReportedUser(api: ApiClient, id: number): Promise<ConversationReportAnswer> {
  return api.post(CONVERSATION_REPORTS_API.block(id), {});
}

export function warnReportedUser(
  api: ApiClient,
  id: number,
  mensagem: string,
): Promise<ConversationReportAnswer> {
  return api.post(CONVERSATION_REPORTS_API.warn(id), { mensagem });
}

export function dismissConversationReport(api: ApiClient, id: number): Promise<ConversationReportAnswer> {
  return api.post(CONVERSATION_REPORTS_API.dismiss(id), {});
}
