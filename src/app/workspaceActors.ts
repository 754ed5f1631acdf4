import type { ConsoleActors } from '../../ui/app/consoleActors';
import { lazily, once } from './lazily';

type WorkspaceActors = Pick<ConsoleActors, 'graphql' | 'companies' | 'assistants' | 'conversations'>;

// Each area's module loads with the first page that calls it (see lazily).
const graphql = () => import('../../services/graphql');
const graphqlRead = () => import('../../services/graphqlRead');
const companies = () => import('../../services/companies');
const designer = () => import('../../services/designer');
const assistants = () => import('../../services/assistants');
const googleCloud = () => import('../../services/googleCloud');
const conversations = () => import('../../services/conversations');
const conversationInspect = () => import('../../services/conversationInspect');

/** The signed-in workspace's actors: the GraphQL client, companies and members, assistants and templates, conversations. */
export const workspaceActors: WorkspaceActors = {
  graphql: {
    client: once(async () => (await graphql()).graphqlClient()),
    readQuery: async (client, document, variables, signal) => (await graphqlRead()).readQuery(client, document, variables, signal),
  },
  companies: {
    fetchCompanies: lazily(companies, (m) => m.fetchCompanies),
    fetchCompany: lazily(companies, (m) => m.fetchCompany),
    createCompany: lazily(companies, (m) => m.createCompany),
    deleteCompany: lazily(companies, (m) => m.deleteCompany),
    leaveCompany: lazily(companies, (m) => m.leaveCompany),
    setIpAllowlist: lazily(companies, (m) => m.setIpAllowlist),
    fetchMembers: async (input, signal, client) => {
      const [{ MEMBERS }, { readQuery }] = await Promise.all([companies(), graphqlRead()]);
      return readQuery(client, MEMBERS, input, signal);
    },
    inviteMember: lazily(companies, (m) => m.inviteMember),
    revokeInvitation: lazily(companies, (m) => m.revokeInvitation),
    changeMemberType: lazily(companies, (m) => m.changeMemberType),
    removeMember: lazily(companies, (m) => m.removeMember),
    fetchDesignerRoles: lazily(designer, (m) => m.fetchDesignerRoles),
    setDesignerRole: lazily(designer, (m) => m.setDesignerRole),
  },
  assistants: {
    fetchBots: lazily(assistants, (m) => m.fetchBots),
    fetchBotTemplates: lazily(assistants, (m) => m.fetchBotTemplates),
    fetchTemplateModules: async ({ client, signal }) => {
      const [{ TEMPLATE_MODULES }, { readQuery }] = await Promise.all([assistants(), graphqlRead()]);
      return (await readQuery(client, TEMPLATE_MODULES, {}, signal)).botTemplates;
    },
    createAccountInfo: lazily(assistants, (m) => m.createAccountInfo),
    createBot: lazily(assistants, (m) => m.createBot),
    copyBotFromTemplate: lazily(assistants, (m) => m.copyBotFromTemplate),
    createAiConnection: lazily(assistants, (m) => m.createAiConnection),
    createGoogleProject: lazily(googleCloud, (m) => m.createGoogleProject),
    downloadServiceKey: lazily(googleCloud, (m) => m.downloadServiceKey),
  },
  conversations: {
    fetchConversationPage: lazily(conversations, (m) => m.fetchConversationPage),
    closeConversation: lazily(conversations, (m) => m.closeConversation),
    handoverConversation: lazily(conversations, (m) => m.handoverConversation),
    closeAllConversations: lazily(conversations, (m) => m.closeAllConversations),
    fetchConversationMessages: lazily(conversations, (m) => m.fetchConversationMessages),
    fetchConversationInspection: lazily(conversationInspect, (m) => m.fetchConversationInspection),
  },
};
