import type { VoteClient } from '../../services/contracts/conversations';
import type { AssistantCalls } from './actors/assistantCalls';
import type { AuthCalls } from './actors/authCalls';
import type { CompanyCalls } from './actors/companyCalls';
import type { DesignerCalls } from './actors/designerCalls';
import type { PublishCalls } from './actors/publishCalls';
import type { WebChatActors } from './actors/webChatActors';
import type { ConversationCalls } from './actors/conversationCalls';
import type { GraphqlActors } from './actors/graphqlActors';
import type { ProfileCalls } from './actors/profileCalls';
import type { SessionStore } from './actors/sessionStore';
import type { TwoFactorCalls } from './actors/twoFactorCalls';
import type { ChannelActors } from '../channels/channelActors';
import type { CodeStationCalls } from './actors/codeStationCalls';
import type { SecretCalls } from './actors/secretCalls';
import type { DataStationCalls } from './actors/dataStationCalls';
import type { CodeStationReportCalls } from './actors/codeStationReportCalls';
import type { AiConnectionCalls } from '../../machines/ai/aiConnections';
import type { AnalysisCalls } from './actors/analysisCalls';
import type { ReleaseCalls } from './actors/releaseCalls';
import type { IntegrationProfileCalls } from './actors/integrationProfileCalls';
import type { InstallCalls } from './actors/installCalls';

/**
 * Everything the console's pages plug into their machines, by area: the server calls and
 * the stored session. The browser's are built once from services/ (src/app/actors.ts) and
 * provided around the router (src/App.tsx); a test provides its own.
 */
export type ConsoleActors = {
  session: SessionStore;
  auth: AuthCalls;
  twoFactor: TwoFactorCalls;
  profile: ProfileCalls;
  votes: VoteClient;
  graphql: GraphqlActors;
  companies: CompanyCalls;
  assistants: AssistantCalls;
  conversations: ConversationCalls;
  designer: DesignerCalls;
  publish: PublishCalls;
  webChat: WebChatActors;
  channels: ChannelActors;
  codeStation: CodeStationCalls;
  aiConnections: AiConnectionCalls;
  analysis: AnalysisCalls;
  secrets: SecretCalls;
  dataStation: DataStationCalls;
  codeStationReports: CodeStationReportCalls;
  release: ReleaseCalls;
  integrationProfile: IntegrationProfileCalls;
  install: InstallCalls;
};
