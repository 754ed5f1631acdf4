import * as assistants from '../../services/assistants';
import * as companies from '../../services/companies';
import { fetchConversationInspection } from '../../services/conversationInspect';
import * as conversations from '../../services/conversations';
import * as designer from '../../services/designer';
import * as googleCloud from '../../services/googleCloud';
import { graphqlClient } from '../../services/graphql';
import { readQuery } from '../../services/graphqlRead';
import type { ConsoleActors } from '../../ui/app/consoleActors';

type WorkspaceActors = Pick<ConsoleActors, 'graphql' | 'companies' | 'assistants' | 'conversations'>;

/** The signed-in workspace's actors: the GraphQL client, companies and members, assistants and templates, conversations. */
export const workspaceActors: WorkspaceActors = {
  graphql: { client: graphqlClient, readQuery },
  companies: {
    fetchCompanies: companies.fetchCompanies,
    fetchCompany: companies.fetchCompany,
    createCompany: companies.createCompany,
    deleteCompany: companies.deleteCompany,
    leaveCompany: companies.leaveCompany,
    setIpAllowlist: companies.setIpAllowlist,
    fetchMembers: (input, signal, client) => readQuery(client, companies.MEMBERS, input, signal),
    inviteMember: companies.inviteMember,
    revokeInvitation: companies.revokeInvitation,
    changeMemberType: companies.changeMemberType,
    removeMember: companies.removeMember,
    fetchDesignerRoles: designer.fetchDesignerRoles,
    setDesignerRole: designer.setDesignerRole,
  },
  assistants: {
    fetchBots: assistants.fetchBots,
    fetchBotTemplates: assistants.fetchBotTemplates,
    fetchTemplateModules: async ({ client, signal }) => (await readQuery(client, assistants.TEMPLATE_MODULES, {}, signal)).botTemplates,
    createAccountInfo: assistants.createAccountInfo,
    createBot: assistants.createBot,
    copyBotFromTemplate: assistants.copyBotFromTemplate,
    createAiConnection: assistants.createAiConnection,
    createGoogleProject: googleCloud.createGoogleProject,
    downloadServiceKey: googleCloud.downloadServiceKey,
  },
  conversations: {
    fetchConversationPage: conversations.fetchConversationPage,
    closeConversation: conversations.closeConversation,
    handoverConversation: conversations.handoverConversation,
    closeAllConversations: conversations.closeAllConversations,
    fetchConversationMessages: conversations.fetchConversationMessages,
    fetchConversationInspection,
  },
};
