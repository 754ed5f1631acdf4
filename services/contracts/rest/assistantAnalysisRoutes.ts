import { assistantAnalysis, assistantAnalysisQuery, assistantSummaries, assistantSummaryQuery, memberCompanies } from '../assistantAnalysis';
import type { RestContracts } from './contract';

/** Assistant analysis (spec 01 sections 2.2 and 2.16): a company's assistants with headline figures, and one assistant's figures, for a member of its company. */
export const assistantAnalysisRoutes = {
  'GET /core/v1/analysis/member-companies': { answer: memberCompanies },
  'POST /core/v1/analysis/assistants': { body: assistantSummaryQuery, answer: assistantSummaries },
  'POST /core/v1/analysis/assistant': { body: assistantAnalysisQuery, answer: assistantAnalysis },
} as const satisfies RestContracts;
