import type { ReportCompany, ReportOptions, ReportVersion } from '../../../machines/analysis/reportFilter.rules';
import type { ExportRequest } from '../../../machines/analysis/reportExport.machine';
import type { AiReport, AiReportQuery } from '../../../services/contracts/analysis';
import type { AssistantAnalysis, AssistantAnalysisQuery, AssistantSummaries, MemberCompanies } from '../../../services/contracts/assistantAnalysis';
import type { ConversationReport, ConversationReportQuery } from '../../../services/contracts/conversationReport';
import type { ConversationAssistantQuery, ConversationAssistantReport } from '../../../services/contracts/conversationAssistantReport';

/**
 * AI reporting (spec 01 section 2.16): the companies where the user is ADMIN, what one
 * company's report can be narrowed by, the versions of chosen assistants, and the figures.
 * Assistant analysis (spec 01 section 2.2): the companies the user belongs to, a company's
 * assistants with headline figures, and one assistant's figures.
 */
export type AnalysisCalls = {
  loadCompanies(signal?: AbortSignal): Promise<ReportCompany[]>;
  loadOptions(input: { companyId: string }, signal?: AbortSignal): Promise<ReportOptions>;
  loadVersions(input: { botIds: string[] }, signal?: AbortSignal): Promise<ReportVersion[]>;
  loadReport(query: AiReportQuery, signal?: AbortSignal): Promise<AiReport>;
  loadMemberCompanies(signal?: AbortSignal): Promise<MemberCompanies>;
  loadAssistants(input: { companyId: string }, signal?: AbortSignal): Promise<AssistantSummaries>;
  loadAnalysis(query: AssistantAnalysisQuery, signal?: AbortSignal): Promise<AssistantAnalysis>;
  /** One page of an AI connection's conversation report (spec 03). */
  loadConversationReport(query: ConversationReportQuery, signal?: AbortSignal): Promise<ConversationReport>;
  /** How each assistant of a company did with its conversations (/conversation-assistant-report). */
  loadConversationAssistantReport(query: ConversationAssistantQuery, signal?: AbortSignal): Promise<ConversationAssistantReport>;
  /** Downloads the report as an XLS or PDF file and saves it. */
  exportReport(request: ExportRequest, signal?: AbortSignal): Promise<void>;
};
