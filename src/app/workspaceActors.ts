import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { ConsoleActors } from '../../ui/app/consoleActors';
import { lazyCalls, once } from './lazily';

type WorkspaceActors = Pick<ConsoleActors, 'graphql' | 'companies' | 'assistants' | 'conversations'>;

// Each area's module loads with the first page that calls it (see lazily).
const graphql = () => import('../../services/graphql');
const graphqlRead = () => import('../../services/graphqlCalls');
const companies = () => import('../../services/companies');
const designer = () => import('../../services/designer');
const assistants = () => import('../../services/assistants');
const googleCloud = () => import('../../services/googleCloud');
const conversations = () => import('../../services/conversations');
const conversationInspect = () => import('../../services/conversationInspect');
const search = () => import('../../services/search');

/** One network read of a document an area's module holds, that module and the reading helper loading together. */
async function readFrom<M, TData, TVars extends OperationVariables>(
  load: () => Promise<M>,
  document: (module: M) => TypedDocumentNode<TData, TVars>,
  client: ApolloClient,
  variables: TVars,
  signal?: AbortSignal,
): Promise<TData> {
  const [module, { readQuery }] = await Promise.all([load(), graphqlRead()]);
  return readQuery(client, document(module), variables, signal);
}

/** The signed-in workspace's actors: the GraphQL client, companies and members, assistants and templates, conversations. */
export const workspaceActors: WorkspaceActors = {
  graphql: {
    client: once(async () => (await graphql()).graphqlClient()),
  },
  companies: {
    ...lazyCalls(companies, [
      'fetchCompanies',
      'fetchCompany',
      'createCompany',
      'deleteCompany',
      'leaveCompany',
      'setIpAllowlist',
      'inviteMember',
      'revokeInvitation',
      'changeMemberType',
      'removeMember',
    ]),
    ...lazyCalls(designer, ['fetchDesignerRoles', 'setDesignerRole']),
    ...lazyCalls(search, ['searchCompanies']),
    fetchMembers: (input, signal, client) => readFrom(companies, (m) => m.MEMBERS, client, input, signal),
  },
  assistants: {
    ...lazyCalls(assistants, ['fetchBots', 'fetchBotTemplates', 'createAccountInfo', 'createBot', 'copyBotFromTemplate', 'createAiConnection']),
    ...lazyCalls(googleCloud, ['createGoogleProject', 'downloadServiceKey']),
    fetchTemplateModules: async ({ client, signal }) => (await readFrom(assistants, (m) => m.TEMPLATE_MODULES, client, {}, signal)).botTemplates,
  },
  conversations: {
    ...lazyCalls(conversations, ['fetchConversationPage', 'closeConversation', 'handoverConversation', 'closeAllConversations', 'fetchConversationMessages']),
    ...lazyCalls(conversationInspect, ['fetchConversationInspection']),
  },
};
