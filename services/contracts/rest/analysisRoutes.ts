import { conversationReport, conversationReportQuery } from '../conversationReport';
import { z } from 'zod';
import { adminCompanies, aiReport, aiReportExportQuery, aiReportQuery } from '../analysis';
import type { RestContracts } from './contract';
import { conversationAssistantQuery, conversationAssistantReport } from '../conversationAssistantReport';

/** AI reporting and the conversation assistant report (spec 01 section 2.16): the figures of one company, for an ADMIN of it. */
export const analysisRoutes = {
  'GET /core/v1/analysis/admin-companies': { answer: adminCompanies },
  'POST /core/v1/analysis/ai-report': { body: aiReportQuery, answer: aiReport },
  'POST /core/v1/analysis/conversation-assistant-report': { body: conversationAssistantQuery, answer: conversationAssistantReport },
  'POST /core/v1/analysis/conversation-report': { body: conversationReportQuery, answer: conversationReport },
  'POST /core/v1/analysis/ai-report/export': { body: aiReportExportQuery, answer: z.unknown().describe('a file download (xlsx or pdf)') },
} as const satisfies RestContracts;
