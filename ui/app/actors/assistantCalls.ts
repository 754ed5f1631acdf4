import type { ApolloClient } from '@apollo/client';
import type { AccountInfoInput, AiConnection, AiConnectionInput, Bot, BotTemplate, CopyBotInput, TemplateModule } from '../../../services/contracts/assistants';

/** A GraphQL call's abort signal and the client it goes through (the page's, or the app's own when none is given). */
export type GraphqlCallOptions = { signal?: AbortSignal; client?: ApolloClient };

/** The assistants area over GraphQL and the Google Cloud consent popups of the wizard. */
export type AssistantCalls = {
  fetchBots(input: { companyId?: string | null }, options: GraphqlCallOptions): Promise<Bot[]>;
  fetchBotTemplates(input: { bySpecialization?: string | null }, options: GraphqlCallOptions): Promise<BotTemplate[]>;
  /** The modules of every template, for EXPLORE. */
  fetchTemplateModules(options: GraphqlCallOptions & { client: ApolloClient }): Promise<Array<{ id: string; modules: TemplateModule[] }>>;
  createAccountInfo(input: AccountInfoInput, options: GraphqlCallOptions): Promise<AccountInfoInput>;
  createBot(input: { name: string; companyId: string }, options: GraphqlCallOptions): Promise<Bot>;
  copyBotFromTemplate(input: CopyBotInput, options: GraphqlCallOptions): Promise<Bot>;
  createAiConnection(input: AiConnectionInput, options: GraphqlCallOptions): Promise<AiConnection>;
  /** Rejects with a GoogleCloudFailure (services/contracts/googleCloud.ts) when the popup brings no project. */
  createGoogleProject(input: { projectName: string }, options: { signal?: AbortSignal }): Promise<{ projectId: string }>;
  downloadServiceKey(input: { projectId: string }, options: { signal?: AbortSignal }): Promise<{ key: string; projectId: string }>;
};
