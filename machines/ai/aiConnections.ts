import type { AiConnectionKind } from '../../services/contracts/aiConnections';

/**
 * The AI connections of a company as the AI tab shows them (spec 02 sections 1 and 3): a row of
 * the table with its kind (undefined for a type the console does not know) and its settings
 * as the server answers them, every secret reading as the mask.
 */
export type AiConnectionRow = {
  id: string;
  name: string;
  type: string;
  kind: AiConnectionKind | undefined;
  backend: string;
  projectName: string;
  settings: Record<string, unknown>;
};

/** What saving the popup sends: settings are the kind's settings (a secret left as the mask keeps its stored value). */
export type CreateAiConnectionRequest = { companyId: string; name: string; type: string; settings: Record<string, unknown> };
export type UpdateAiConnectionRequest = { id: string; name: string; type: string; settings: Record<string, unknown> };
export type DeleteAiConnectionRequest = { id: string; companyId: string };

/** The calls the AI tab's machine invokes (services/aiConnections.ts in the browser, a test's own in tests). */
export type AiConnectionCalls = {
  loadConnections(input: { companyId: string }, signal?: AbortSignal): Promise<AiConnectionRow[]>;
  createConnection(input: CreateAiConnectionRequest, signal?: AbortSignal): Promise<unknown>;
  updateConnection(input: UpdateAiConnectionRequest, signal?: AbortSignal): Promise<unknown>;
  deleteConnection(input: DeleteAiConnectionRequest, signal?: AbortSignal): Promise<unknown>;
};
