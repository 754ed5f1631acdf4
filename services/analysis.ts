import type { KyInstance } from 'ky';
import { ANALYSIS_API, adminCompanies, aiReport, aiReportQuery, type AdminCompanies, type AiReport, type AiReportQuery } from './contracts/analysis';
import { CONVERSATION_REPORT_API, conversationReport, conversationReportQuery, type ConversationReport, type ConversationReportQuery } from './contracts/conversationReport';
import { aiReportExportQuery, type AiReportExportQuery } from './contracts/analysis';
import {
  conversationAssistantQuery,
  conversationAssistantReport,
  type ConversationAssistantQuery,
  type ConversationAssistantReport,
} from './contracts/conversationAssistantReport';
import { restDownload, restRead } from './designerData/rest';
import { http } from './http';

/**
 * The AI reporting calls (spec 01 section 2.16): the companies where the user is ADMIN and the
 * report of one company. Answers are checked against the contract; every failure is thrown as
 * an ApiFailure the report filter machine reads (401 still signs out, 403 and 5xx leave the page).
 */

export type AnalysisCallOptions = { signal?: AbortSignal; client?: KyInstance };

export function fetchAdminCompanies({ signal, client = http }: AnalysisCallOptions = {}): Promise<AdminCompanies> {
  return restRead(client, `${ANALYSIS_API}/admin-companies`, adminCompanies, { method: 'get', noCache: true, ...(signal ? { signal } : {}) });
}

/** The figures of one company between two days; the company also goes in the companyID header. */
export function fetchAiReport(query: AiReportQuery, { signal, client = http }: AnalysisCallOptions = {}): Promise<AiReport> {
  const json = aiReportQuery.parse(query);
  return restRead(client, `${ANALYSIS_API}/ai-report`, aiReport, { method: 'post', company: json.companyId, json, noCache: true, ...(signal ? { signal } : {}) });
}

/** One page of an AI connection's conversation report (spec 03); the company also goes in the companyID header. */
export function fetchConversationReport(query: ConversationReportQuery, { signal, client = http }: AnalysisCallOptions = {}): Promise<ConversationReport> {
  const json = conversationReportQuery.parse(query);
  return restRead(client, CONVERSATION_REPORT_API, conversationReport, { method: 'post', company: json.companyId, json, noCache: true, ...(signal ? { signal } : {}) });
}

/** How each assistant of a company did with its conversations of a date range (/conversation-assistant-report; ADMIN only). */
export function fetchConversationAssistantReport(query: ConversationAssistantQuery, { signal, client = http }: AnalysisCallOptions = {}): Promise<ConversationAssistantReport> {
  const json = conversationAssistantQuery.parse(query);
  return restRead(client, `${ANALYSIS_API}/conversation-assistant-report`, conversationAssistantReport, {
    method: 'post',
    company: json.companyId,
    json,
    noCache: true,
    ...(signal ? { signal } : {}),
  });
}

/** The report as a file (XLS or PDF) for the same filter, its texts in the console's language. */
export function downloadAiReport(request: AiReportExportQuery, { signal, client = http }: AnalysisCallOptions = {}): Promise<Blob> {
  const json = aiReportExportQuery.parse(request);
  return restDownload(client, `${ANALYSIS_API}/ai-report/export`, { method: 'post', company: json.query.companyId, json, noCache: true, ...(signal ? { signal } : {}) });
}
