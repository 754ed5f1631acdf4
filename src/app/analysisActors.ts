import type { ConsoleActors } from '../../ui/app/consoleActors';
import { lazily } from './lazily';

// Each module loads with the first call of the AI reporting page.
const analysis = () => import('../../services/analysis');
const channels = () => import('../../services/channels');
const assistants = () => import('../../services/assistants');
const aiConnections = () => import('../../services/aiConnections');
const assistantAnalysis = () => import('../../services/assistantAnalysis');

/** AI reporting's and assistant analysis' actors: REST for the companies and the figures, GraphQL for a company's channels, assistants, versions and AI connections. */
export const analysisActors: Pick<ConsoleActors, 'analysis'> = {
  analysis: {
    loadCompanies: lazily(analysis, (module) => (signal?: AbortSignal) => module.fetchAdminCompanies(signal ? { signal } : {})),
    loadOptions: async ({ companyId }, signal) => {
      const [channelModule, assistantModule, aiModule] = await Promise.all([channels(), assistants(), aiConnections()]);
      const [channelRows, bots, connections] = await Promise.all([
        channelModule.fetchChannels(companyId, signal),
        assistantModule.fetchBots({ companyId }, signal ? { signal } : {}),
        aiModule.aiConnectionRows({ companyId }, signal),
      ]);
      return {
        channels: channelRows.map((c) => ({ id: c.id, name: c.name, integrationType: c.integrationType, status: c.status })),
        assistants: bots.map((b) => ({ id: b.id, name: b.name })),
        aiConnections: connections.map((a) => ({ id: a.id, name: a.name, type: a.type })),
      };
    },
    loadVersions: async ({ botIds }, signal) => {
      const module = await assistants();
      const lists = await Promise.all(
        botIds.map(async (botId) => (await module.fetchVersions({ botId }, signal ? { signal } : {})).map((v) => ({ id: v.id, name: v.name, botId }))),
      );
      return lists.flat();
    },
    loadReport: lazily(analysis, (module) => (query: Parameters<typeof module.fetchAiReport>[0], signal?: AbortSignal) => module.fetchAiReport(query, signal ? { signal } : {})),
    loadMemberCompanies: lazily(assistantAnalysis, (module) => (signal?: AbortSignal) => module.fetchMemberCompanies(signal ? { signal } : {})),
    loadAssistants: lazily(
      assistantAnalysis,
      (module) => (input: { companyId: string }, signal?: AbortSignal) => module.fetchAssistantSummaries(input.companyId, signal ? { signal } : {}),
    ),
    loadAnalysis: lazily(
      assistantAnalysis,
      (module) => (query: Parameters<typeof module.fetchAssistantAnalysis>[0], signal?: AbortSignal) => module.fetchAssistantAnalysis(query, signal ? { signal } : {}),
    ),
    loadConversationReport: lazily(
      analysis,
      (module) => (query: Parameters<typeof module.fetchConversationReport>[0], signal?: AbortSignal) => module.fetchConversationReport(query, signal ? { signal } : {}),
    ),
    loadConversationAssistantReport: lazily(
      analysis,
      (module) => (query: Parameters<typeof module.fetchConversationAssistantReport>[0], signal?: AbortSignal) =>
        module.fetchConversationAssistantReport(query, signal ? { signal } : {}),
    ),
    exportReport: async (request, signal) => {
      const module = await analysis();
      // The report's language is the console's (en, tr, de or ar), else English.
      const base = request.language.split('-')[0] ?? 'en';
      const language = (['en', 'tr', 'de', 'ar'] as const).find((known) => known === base) ?? 'en';
      const file = await module.downloadAiReport({ ...request, language }, signal ? { signal } : {});
      const url = URL.createObjectURL(file);
      const link = document.createElement('a');
      link.href = url;
      link.download = `ai-report-${request.query.startDate}-${request.query.endDate}.${request.format}`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    },
  },
};
