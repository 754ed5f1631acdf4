import type { ConsoleActors } from '../../ui/app/consoleActors';
import { lazily } from './lazily';

// The AI tab's module (and the GraphQL client with it) loads with the first call of the tab.
const aiConnections = () => import('../../services/aiConnections');

/** The AI tab's actors over the server's AI connection calls. */
export const aiConnectionsActors: Pick<ConsoleActors, 'aiConnections'> = {
  aiConnections: {
    loadConnections: lazily(aiConnections, (module) => (input: { companyId: string }, signal?: AbortSignal) => module.aiConnectionRows(input, signal)),
    createConnection: lazily(
      aiConnections,
      (module) => (input: Parameters<typeof module.createAiConnectionOf>[0], signal?: AbortSignal) => module.createAiConnectionOf(input, signal),
    ),
    updateConnection: lazily(
      aiConnections,
      (module) => (input: Parameters<typeof module.updateAiConnectionOf>[0], signal?: AbortSignal) => module.updateAiConnectionOf(input, signal),
    ),
    deleteConnection: lazily(aiConnections, (module) => (input: { id: string; companyId: string }, signal?: AbortSignal) => module.deleteAiConnectionOf(input, signal)),
  },
};
