import type { GraphQLResolveInfo } from 'graphql';
import type { AiConnectionView } from '../../ai/aiConnectionStore';
import type { BotView } from '../../bots/botStore';
import type { ChannelView } from '../../../services/contracts/rest/channels';
import type { CompanyView } from '../../companies/companyView';
import type { KnowledgeBaseIntentView } from '../../knowledgeBase/knowledgeBaseStore';
import type { VersionView } from '../../bots/versionStore';
import type { ResolverContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type AccountInfo = {
  __typename?: 'AccountInfo';
  companyId: Scalars['ID']['output'];
  jobTitle: Scalars['String']['output'];
  peopleCount: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
  workField: Scalars['String']['output'];
};

/** An AI connection of a company (spec 02). settings is JSON text in which every secret reads as the mask. */
export type AiConnection = {
  __typename?: 'AiConnection';
  backend: Scalars['String']['output'];
  companyId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  projectName: Scalars['String']['output'];
  settings?: Maybe<Scalars['String']['output']>;
  /** E.g. DialogFlow. */
  type: Scalars['String']['output'];
};

/** An entity of an AI connection with its labels and their synonyms. */
export type AiEntity = {
  __typename?: 'AiEntity';
  entity: Scalars['String']['output'];
  entity_id: Scalars['ID']['output'];
  labels: Array<AiEntityLabel>;
};

export type AiEntityLabel = {
  __typename?: 'AiEntityLabel';
  synonyms: Array<Scalars['String']['output']>;
  value: Scalars['String']['output'];
};

export type AiEntityLabelInput = {
  synonyms: Array<Scalars['String']['input']>;
  value: Scalars['String']['input'];
};

/** An intent of an AI connection (spec 03 section 3.2: remote intent). */
export type AiIntent = {
  __typename?: 'AiIntent';
  intent: Scalars['String']['output'];
  intent_id: Scalars['ID']['output'];
};

export type AiIntentDetails = {
  __typename?: 'AiIntentDetails';
  intent: Scalars['String']['output'];
  intentId: Scalars['ID']['output'];
  parameters: Array<AiIntentParameter>;
  utterances: Array<AiUtterance>;
};

/** A parameter of an intent: its name and the entity (or sys.* entity) that fills it. */
export type AiIntentParameter = {
  __typename?: 'AiIntentParameter';
  entity: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type AiIntentParameterInput = {
  entity: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

/** An upload row: one utterance of an intent (several rows may name the same intent). */
export type AiIntentRowInput = {
  Intent: Scalars['String']['input'];
  Utterances?: InputMaybe<Scalars['String']['input']>;
};

/** An intent with its utterances: one row of the intents download. */
export type AiIntentUtterances = {
  __typename?: 'AiIntentUtterances';
  intent: Scalars['String']['output'];
  utterances: Array<Scalars['String']['output']>;
};

export type AiUtterance = {
  __typename?: 'AiUtterance';
  id: Scalars['ID']['output'];
  text: Scalars['String']['output'];
};

export type Bot = {
  __typename?: 'Bot';
  companyId: Scalars['ID']['output'];
  companyName: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  createrName: Scalars['String']['output'];
  fid: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The assistant's web chat channel (created when missing). */
  webChatChannelId?: Maybe<Scalars['ID']['output']>;
};

export type BotTemplate = {
  __typename?: 'BotTemplate';
  aiBot: Scalars['Boolean']['output'];
  aiId?: Maybe<Scalars['ID']['output']>;
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  modules: Array<TemplateModule>;
  name: Scalars['String']['output'];
  specialization?: Maybe<Scalars['String']['output']>;
};

export type Channel = {
  __typename?: 'Channel';
  botId?: Maybe<Scalars['ID']['output']>;
  /** The name of the assistant the channel runs. */
  botName?: Maybe<Scalars['String']['output']>;
  companyID: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  integrationType: Scalars['String']['output'];
  /** The channel's kind; null for a stored type no kind describes. */
  kind?: Maybe<ChannelKind>;
  name: Scalars['String']['output'];
  /** The channel's properties as JSON text, every secret masked (SECRET_MASK). */
  properties: Scalars['String']['output'];
  status: Scalars['String']['output'];
};

/** A new channel: its properties masked, and the secrets shown only in this answer (null for kinds without them). */
export type ChannelCreated = {
  __typename?: 'ChannelCreated';
  /** generic: the api token the partner sends (the server keeps only its hash). */
  apiToken?: Maybe<Scalars['String']['output']>;
  channel: Channel;
  /** generic: the key each delivery to the webhook URL is signed with. */
  signingSecret?: Maybe<Scalars['String']['output']>;
};

/** Every channel kind (services/contracts/channels, spec 02 sections 1 and 3). */
export type ChannelKind =
  | 'android'
  | 'appleIMessage'
  | 'businessMessaging'
  | 'conversationalAi'
  | 'facebook'
  | 'freshchat'
  | 'generic'
  | 'helpDeskChat'
  | 'instagram'
  | 'ios'
  | 'line'
  | 'liveChat'
  | 'messagingAggregator'
  | 'salesChat'
  | 'suite'
  | 'teams'
  | 'telegram'
  | 'webChat'
  | 'webMessenger'
  | 'whatsapp'
  | 'whatsapp360'
  | 'whatsappCloud'
  | 'whatsappMessagingProvider';

export type Company = {
  __typename?: 'Company';
  country: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  /** ADMIN or USER: the caller's type in this company. */
  currentUserType: Scalars['String']['output'];
  hasCreditCard: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** Only for ADMINs of the company; null otherwise. */
  ipAllowlist?: Maybe<Array<Scalars['String']['output']>>;
  isEnterprise: Scalars['Boolean']['output'];
  isIpAddressAllowed: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  specialization?: Maybe<Scalars['String']['output']>;
};

export type CompanyCreated = {
  __typename?: 'CompanyCreated';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type ConversationPage = {
  __typename?: 'ConversationPage';
  conversations: Array<ConversationRow>;
  currentPage: Scalars['Int']['output'];
  hasNext: Scalars['Boolean']['output'];
  hasPrevious: Scalars['Boolean']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

/** A conversation as the Conversations screen lists it; dates are ISO 8601. */
export type ConversationRow = {
  __typename?: 'ConversationRow';
  _id: Scalars['ID']['output'];
  botID?: Maybe<Scalars['ID']['output']>;
  /** The name of the assistant the conversation is with. */
  botName?: Maybe<Scalars['String']['output']>;
  channelID: Scalars['ID']['output'];
  /** The channel's name (the Conversations screen shows where each conversation came from). */
  channelName?: Maybe<Scalars['String']['output']>;
  channelType: Scalars['String']['output'];
  clientID: Scalars['String']['output'];
  endDate?: Maybe<Scalars['String']['output']>;
  isEnded: Scalars['Boolean']['output'];
  isHandedOver: Scalars['Boolean']['output'];
  isInternalHandedOver: Scalars['Boolean']['output'];
  lastMessageDate?: Maybe<Scalars['String']['output']>;
  rating?: Maybe<Scalars['Int']['output']>;
  startDate: Scalars['String']['output'];
  versionID?: Maybe<Scalars['ID']['output']>;
};

/** What creating an AI connection answers (spec 02 section 7): token is the project (LUIS: the application id). */
export type CreatedAiConnection = {
  __typename?: 'CreatedAiConnection';
  backend: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  projectName: Scalars['String']['output'];
  settings?: Maybe<Scalars['String']['output']>;
  token?: Maybe<Scalars['String']['output']>;
  type: Scalars['String']['output'];
};

/** A member's stored designer role (VIEWER or DESIGNER); it applies to non-ADMINs with the user-role setting on. */
export type DesignerRoleAssignment = {
  __typename?: 'DesignerRoleAssignment';
  designerRole: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
};

/** A version of an assistant opened in the designer; flow is a flowDocument as JSON text. */
export type DesignerVersion = {
  __typename?: 'DesignerVersion';
  /** The caller's designer access (spec 03 section 6): FULL, DESIGNER or VIEWER (read-only). */
  access: Scalars['String']['output'];
  botId: Scalars['ID']['output'];
  botName: Scalars['String']['output'];
  companyId: Scalars['ID']['output'];
  createdAt: Scalars['String']['output'];
  flow: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type GenericChannelCreated = {
  __typename?: 'GenericChannelCreated';
  /** Shown only in this answer: the server keeps only its hash. */
  apiToken: Scalars['String']['output'];
  channel: Channel;
  /** Shown only in this answer: the key each delivery to the webhook URL is signed with. */
  signingSecret: Scalars['String']['output'];
};

export type Invitation = {
  __typename?: 'Invitation';
  createdAt: Scalars['String']['output'];
  email: Scalars['String']['output'];
  expiresAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  userType: Scalars['String']['output'];
};

/** An intent of a knowledge base (auto generative panel). */
export type KnowledgeBaseIntent = {
  __typename?: 'KnowledgeBaseIntent';
  _id: Scalars['ID']['output'];
  companyId: Scalars['ID']['output'];
  createdAt: Scalars['String']['output'];
  createdBy: Scalars['String']['output'];
  knowledgeBaseId: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  language: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
  utterances: Array<Scalars['String']['output']>;
};

export type Member = {
  __typename?: 'Member';
  email: Scalars['String']['output'];
  joinedAt: Scalars['String']['output'];
  name: Scalars['String']['output'];
  surname: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
  userType: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * A channel of any kind (company ADMIN; refused with permissionCode 405). properties: JSON text checked
   * with the kind's contract. botId is required for webChat, webMessenger and kinds with an adapter.
   */
  addConnectionToCompany: ChannelCreated;
  addEntityToAI: Success;
  addIntentToAI: Success;
  addUtteranceToIntent: Success;
  changeMemberType: Member;
  copyBotFromTemplate: Bot;
  /** Spec 02 section 7: settings is the kind's settings as JSON text; checked against the provider before it is saved. ADMIN of an enterprise company. */
  createAIconnection: CreatedAiConnection;
  createAccountInfo: AccountInfo;
  /** Stores the service-account JSON key encrypted; the answer never contains it. */
  createAiConnection: AiConnection;
  createBot: Bot;
  createCompany: CompanyCreated;
  createGenericChannel: GenericChannelCreated;
  /** Refused with status 400 while a published assistant answers through it; its intents and entities go with it. */
  deleteAIconnection: Success;
  /** Marks a live channel DELETED and ends its open conversations (company ADMIN; permissionCode 407). */
  deleteChannel: Success;
  deleteCompany: Success;
  /** An upload's rows: as `rows`, their JSON text (what the console sends: read and checked off the server's event loop), or as `intents`. */
  importIntents: Success;
  inviteMember: Invitation;
  leaveCompany: Success;
  makeTraining: TrainingStatus;
  publishApp: Success;
  /** Makes a saved version live on every channel (or an older one again: a roll back); refused with the save check's problems. Who may save versions may publish. */
  publishVersion: PublishState;
  removeEntityFromAI: Success;
  removeIntentFromAI: Success;
  removeMember: Success;
  removeUtteranceFromIntent: Success;
  revokeInvitation: Success;
  /** Saves a flow as a new version of the bot (v2, v3, ...); the flow must be a valid flowDocument. */
  saveVersion: Version;
  /** ADMIN only, with the user-role setting on: a member's designer role (VIEWER or DESIGNER). */
  setDesignerRole: DesignerRoleAssignment;
  setIpAllowlist: Company;
  transferAiData: Success;
  /** A secret sent back as the mask keeps its stored value; name is optional (kept when missing). */
  updateAIconnection: AiConnection;
  /** Changes a live channel (company ADMIN; permissionCode 408): a secret sent back masked keeps the stored one; name kept when null. */
  updateConnection: Channel;
  /** Intents, entities, utterances, upload, training and publishing of an AI connection (spec 03 sections 4.1, 7.1). */
  updateEntityLabels: Success;
  updateIntent: Success;
  updateProfile: User;
};


export type MutationAddConnectionToCompanyArgs = {
  botId?: InputMaybe<Scalars['ID']['input']>;
  companyId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  properties: Scalars['String']['input'];
  type: ChannelKind;
};


export type MutationAddEntityToAiArgs = {
  entity: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type MutationAddIntentToAiArgs = {
  id: Scalars['ID']['input'];
  intent: Scalars['String']['input'];
};


export type MutationAddUtteranceToIntentArgs = {
  id: Scalars['ID']['input'];
  intent: Scalars['String']['input'];
  utterance: Scalars['String']['input'];
};


export type MutationChangeMemberTypeArgs = {
  companyId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
  userType: Scalars['String']['input'];
};


export type MutationCopyBotFromTemplateArgs = {
  aiIntegrationId?: InputMaybe<Scalars['ID']['input']>;
  companyId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  sourceBotId: Scalars['ID']['input'];
};


export type MutationCreateAIconnectionArgs = {
  companyId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  settings: Scalars['String']['input'];
  type: Scalars['String']['input'];
};


export type MutationCreateAccountInfoArgs = {
  companyId: Scalars['ID']['input'];
  jobTitle: Scalars['String']['input'];
  peopleCount: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
  workField: Scalars['String']['input'];
};


export type MutationCreateAiConnectionArgs = {
  companyId: Scalars['ID']['input'];
  jsonKey: Scalars['String']['input'];
  name: Scalars['String']['input'];
  projectId: Scalars['String']['input'];
  type: Scalars['String']['input'];
};


export type MutationCreateBotArgs = {
  companyId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


export type MutationCreateCompanyArgs = {
  country: Scalars['String']['input'];
  hostName?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  requestDescription?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateGenericChannelArgs = {
  botId: Scalars['ID']['input'];
  companyId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  webhookUrl: Scalars['String']['input'];
};


export type MutationDeleteAIconnectionArgs = {
  companyId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


export type MutationDeleteChannelArgs = {
  channelId: Scalars['ID']['input'];
};


export type MutationDeleteCompanyArgs = {
  id: Scalars['ID']['input'];
};


export type MutationImportIntentsArgs = {
  id: Scalars['ID']['input'];
  intents?: InputMaybe<Array<AiIntentRowInput>>;
  rows?: InputMaybe<Scalars['String']['input']>;
};


export type MutationInviteMemberArgs = {
  companyId: Scalars['ID']['input'];
  email: Scalars['String']['input'];
  userType: Scalars['String']['input'];
};


export type MutationLeaveCompanyArgs = {
  id: Scalars['ID']['input'];
};


export type MutationMakeTrainingArgs = {
  id: Scalars['ID']['input'];
};


export type MutationPublishAppArgs = {
  id: Scalars['ID']['input'];
};


export type MutationPublishVersionArgs = {
  botId: Scalars['ID']['input'];
  versionId: Scalars['ID']['input'];
};


export type MutationRemoveEntityFromAiArgs = {
  entityId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


export type MutationRemoveIntentFromAiArgs = {
  id: Scalars['ID']['input'];
  intentId: Scalars['ID']['input'];
};


export type MutationRemoveMemberArgs = {
  companyId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationRemoveUtteranceFromIntentArgs = {
  id: Scalars['ID']['input'];
  intent: Scalars['String']['input'];
  utteranceId: Scalars['ID']['input'];
};


export type MutationRevokeInvitationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSaveVersionArgs = {
  botId: Scalars['ID']['input'];
  flow: Scalars['String']['input'];
};


export type MutationSetDesignerRoleArgs = {
  companyId: Scalars['ID']['input'];
  designerRole: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationSetIpAllowlistArgs = {
  companyId: Scalars['ID']['input'];
  entries: Array<Scalars['String']['input']>;
};


export type MutationTransferAiDataArgs = {
  destinationAiId: Scalars['ID']['input'];
  sourceAiId: Scalars['ID']['input'];
};


export type MutationUpdateAIconnectionArgs = {
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  settings: Scalars['String']['input'];
  type: Scalars['String']['input'];
};


export type MutationUpdateConnectionArgs = {
  channelId: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  properties: Scalars['String']['input'];
};


export type MutationUpdateEntityLabelsArgs = {
  entityId: Scalars['ID']['input'];
  entityName: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  labels: Array<AiEntityLabelInput>;
};


export type MutationUpdateIntentArgs = {
  id: Scalars['ID']['input'];
  intentId: Scalars['ID']['input'];
  intentNewName: Scalars['String']['input'];
  parameters: Array<AiIntentParameterInput>;
  utterances: Array<Scalars['String']['input']>;
};


export type MutationUpdateProfileArgs = {
  name: Scalars['String']['input'];
  surname: Scalars['String']['input'];
};

/** One publication of an assistant version (docs/publishing.md). kind: PUBLISH, ROLLBACK (an older version made live again), CREATED (the first version of a new assistant) or UPGRADE (the newest saved version when publishing began). */
export type Publication = {
  __typename?: 'Publication';
  id: Scalars['ID']['output'];
  kind: Scalars['String']['output'];
  publishedAt: Scalars['String']['output'];
  /** Who published, as name and surname; empty for UPGRADE and for people no longer known. */
  publishedBy: Scalars['String']['output'];
  versionId: Scalars['ID']['output'];
  versionName: Scalars['String']['output'];
};

/** Which version of an assistant is live (null: never published) and its publications, newest first. */
export type PublishState = {
  __typename?: 'PublishState';
  botId: Scalars['ID']['output'];
  history: Array<Publication>;
  live?: Maybe<Publication>;
};

export type Query = {
  __typename?: 'Query';
  aiConnections: Array<AiConnection>;
  botTemplates: Array<BotTemplate>;
  bots: Array<Bot>;
  /** One channel (any status) to a member of its company; refused with permissionCode 406. */
  channel: Channel;
  channels: Array<Channel>;
  companies: Array<Company>;
  company: Company;
  /** Conversations of the company named by the companyID header that started in the range, newest first; pageIndex starts at 1, pageSize 1-100; isEnded true: closed only, false: open only. */
  conversationAnalysisWithPagination: ConversationPage;
  designerRoles: Array<DesignerRoleAssignment>;
  /** A version of an assistant for the designer: the given one, or the newest without versionId. */
  designerVersion: DesignerVersion;
  /** AI connection data (spec 03 section 7.1); id is the AI connection's id. */
  entitiesOfAIconn: Array<AiEntity>;
  findIntents: Array<KnowledgeBaseIntent>;
  getIntentAndUtterances: Array<AiIntentUtterances>;
  getIntentDetails: AiIntentDetails;
  getTrainingStatus: TrainingStatus;
  intentsOfAIconn: Array<AiIntent>;
  invitations: Array<Invitation>;
  me: User;
  members: Array<Member>;
  /** The live version of an assistant and its publish history; any member who may see the assistant. */
  publishState: PublishState;
  versions: Array<Version>;
  versionsByBotIds: Array<Version>;
};


export type QueryAiConnectionsArgs = {
  companyId: Scalars['ID']['input'];
};


export type QueryBotTemplatesArgs = {
  bySpecialization?: InputMaybe<Scalars['String']['input']>;
};


export type QueryBotsArgs = {
  companyId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryChannelArgs = {
  id: Scalars['ID']['input'];
};


export type QueryChannelsArgs = {
  companyId: Scalars['ID']['input'];
};


export type QueryCompanyArgs = {
  id: Scalars['ID']['input'];
};


export type QueryConversationAnalysisWithPaginationArgs = {
  channelIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  endDate: Scalars['String']['input'];
  isEnded?: InputMaybe<Scalars['Boolean']['input']>;
  pageIndex: Scalars['Int']['input'];
  pageSize: Scalars['Int']['input'];
  startDate: Scalars['String']['input'];
};


export type QueryDesignerRolesArgs = {
  companyId: Scalars['ID']['input'];
};


export type QueryDesignerVersionArgs = {
  botId: Scalars['ID']['input'];
  versionId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryEntitiesOfAIconnArgs = {
  id: Scalars['ID']['input'];
};


export type QueryFindIntentsArgs = {
  knowledgeBaseId: Scalars['ID']['input'];
};


export type QueryGetIntentAndUtterancesArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetIntentDetailsArgs = {
  id: Scalars['ID']['input'];
  intent: Scalars['String']['input'];
  intentId: Scalars['ID']['input'];
};


export type QueryGetTrainingStatusArgs = {
  id: Scalars['ID']['input'];
};


export type QueryIntentsOfAIconnArgs = {
  id: Scalars['ID']['input'];
};


export type QueryInvitationsArgs = {
  companyId: Scalars['ID']['input'];
};


export type QueryMembersArgs = {
  companyId: Scalars['ID']['input'];
};


export type QueryPublishStateArgs = {
  botId: Scalars['ID']['input'];
};


export type QueryVersionsArgs = {
  botId: Scalars['ID']['input'];
};


export type QueryVersionsByBotIdsArgs = {
  botIds: Array<Scalars['ID']['input']>;
};

export type Success = {
  __typename?: 'Success';
  /** Why it did not succeed, for people (e.g. transferAiData while AI connections do not exist). */
  message?: Maybe<Scalars['String']['output']>;
  statusCode?: Maybe<Scalars['Int']['output']>;
  success: Scalars['Boolean']['output'];
};

/** A module of a template's flow, for the EXPLORE view. */
export type TemplateModule = {
  __typename?: 'TemplateModule';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

/** Training status as the provider reports it (LUIS: Success, UpToDate, InProgress, Fail; CLU: succeeded, running, failed; Dialogflow: statusId '1' when complete). */
export type TrainingStatus = {
  __typename?: 'TrainingStatus';
  status: Scalars['String']['output'];
  statusId: Scalars['String']['output'];
};

export type User = {
  __typename?: 'User';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  surname: Scalars['String']['output'];
  twoFactorEnabled: Scalars['Boolean']['output'];
};

export type Version = {
  __typename?: 'Version';
  botId: Scalars['ID']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;

export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccountInfo: ResolverTypeWrapper<AccountInfo>;
  AiConnection: ResolverTypeWrapper<AiConnectionView>;
  AiEntity: ResolverTypeWrapper<AiEntity>;
  AiEntityLabel: ResolverTypeWrapper<AiEntityLabel>;
  AiEntityLabelInput: AiEntityLabelInput;
  AiIntent: ResolverTypeWrapper<AiIntent>;
  AiIntentDetails: ResolverTypeWrapper<AiIntentDetails>;
  AiIntentParameter: ResolverTypeWrapper<AiIntentParameter>;
  AiIntentParameterInput: AiIntentParameterInput;
  AiIntentRowInput: AiIntentRowInput;
  AiIntentUtterances: ResolverTypeWrapper<AiIntentUtterances>;
  AiUtterance: ResolverTypeWrapper<AiUtterance>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Bot: ResolverTypeWrapper<BotView>;
  BotTemplate: ResolverTypeWrapper<BotTemplate>;
  Channel: ResolverTypeWrapper<ChannelView>;
  ChannelCreated: ResolverTypeWrapper<Omit<ChannelCreated, 'channel'> & { channel: ResolversTypes['Channel'] }>;
  ChannelKind: ChannelKind;
  Company: ResolverTypeWrapper<CompanyView>;
  CompanyCreated: ResolverTypeWrapper<CompanyCreated>;
  ConversationPage: ResolverTypeWrapper<ConversationPage>;
  ConversationRow: ResolverTypeWrapper<ConversationRow>;
  CreatedAiConnection: ResolverTypeWrapper<CreatedAiConnection>;
  DesignerRoleAssignment: ResolverTypeWrapper<DesignerRoleAssignment>;
  DesignerVersion: ResolverTypeWrapper<DesignerVersion>;
  GenericChannelCreated: ResolverTypeWrapper<Omit<GenericChannelCreated, 'channel'> & { channel: ResolversTypes['Channel'] }>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Invitation: ResolverTypeWrapper<Invitation>;
  KnowledgeBaseIntent: ResolverTypeWrapper<KnowledgeBaseIntentView>;
  Member: ResolverTypeWrapper<Member>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Publication: ResolverTypeWrapper<Publication>;
  PublishState: ResolverTypeWrapper<PublishState>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Success: ResolverTypeWrapper<Success>;
  TemplateModule: ResolverTypeWrapper<TemplateModule>;
  TrainingStatus: ResolverTypeWrapper<TrainingStatus>;
  User: ResolverTypeWrapper<User>;
  Version: ResolverTypeWrapper<VersionView>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccountInfo: AccountInfo;
  AiConnection: AiConnectionView;
  AiEntity: AiEntity;
  AiEntityLabel: AiEntityLabel;
  AiEntityLabelInput: AiEntityLabelInput;
  AiIntent: AiIntent;
  AiIntentDetails: AiIntentDetails;
  AiIntentParameter: AiIntentParameter;
  AiIntentParameterInput: AiIntentParameterInput;
  AiIntentRowInput: AiIntentRowInput;
  AiIntentUtterances: AiIntentUtterances;
  AiUtterance: AiUtterance;
  Boolean: Scalars['Boolean']['output'];
  Bot: BotView;
  BotTemplate: BotTemplate;
  Channel: ChannelView;
  ChannelCreated: Omit<ChannelCreated, 'channel'> & { channel: ResolversParentTypes['Channel'] };
  Company: CompanyView;
  CompanyCreated: CompanyCreated;
  ConversationPage: ConversationPage;
  ConversationRow: ConversationRow;
  CreatedAiConnection: CreatedAiConnection;
  DesignerRoleAssignment: DesignerRoleAssignment;
  DesignerVersion: DesignerVersion;
  GenericChannelCreated: Omit<GenericChannelCreated, 'channel'> & { channel: ResolversParentTypes['Channel'] };
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Invitation: Invitation;
  KnowledgeBaseIntent: KnowledgeBaseIntentView;
  Member: Member;
  Mutation: Record<PropertyKey, never>;
  Publication: Publication;
  PublishState: PublishState;
  Query: Record<PropertyKey, never>;
  String: Scalars['String']['output'];
  Success: Success;
  TemplateModule: TemplateModule;
  TrainingStatus: TrainingStatus;
  User: User;
  Version: VersionView;
};

export type AccountInfoResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['AccountInfo'] = ResolversParentTypes['AccountInfo']> = {
  companyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jobTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  peopleCount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  workField?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AiConnectionResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['AiConnection'] = ResolversParentTypes['AiConnection']> = {
  backend?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  projectName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  settings?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AiEntityResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['AiEntity'] = ResolversParentTypes['AiEntity']> = {
  entity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entity_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  labels?: Resolver<Array<ResolversTypes['AiEntityLabel']>, ParentType, ContextType>;
};

export type AiEntityLabelResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['AiEntityLabel'] = ResolversParentTypes['AiEntityLabel']> = {
  synonyms?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AiIntentResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['AiIntent'] = ResolversParentTypes['AiIntent']> = {
  intent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  intent_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type AiIntentDetailsResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['AiIntentDetails'] = ResolversParentTypes['AiIntentDetails']> = {
  intent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  intentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  parameters?: Resolver<Array<ResolversTypes['AiIntentParameter']>, ParentType, ContextType>;
  utterances?: Resolver<Array<ResolversTypes['AiUtterance']>, ParentType, ContextType>;
};

export type AiIntentParameterResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['AiIntentParameter'] = ResolversParentTypes['AiIntentParameter']> = {
  entity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AiIntentUtterancesResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['AiIntentUtterances'] = ResolversParentTypes['AiIntentUtterances']> = {
  intent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  utterances?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AiUtteranceResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['AiUtterance'] = ResolversParentTypes['AiUtterance']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BotResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['Bot'] = ResolversParentTypes['Bot']> = {
  companyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createrName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  webChatChannelId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type BotTemplateResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['BotTemplate'] = ResolversParentTypes['BotTemplate']> = {
  aiBot?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  aiId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  modules?: Resolver<Array<ResolversTypes['TemplateModule']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  specialization?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ChannelResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['Channel'] = ResolversParentTypes['Channel']> = {
  botId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  botName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  integrationType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<Maybe<ResolversTypes['ChannelKind']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  properties?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChannelCreatedResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ChannelCreated'] = ResolversParentTypes['ChannelCreated']> = {
  apiToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['Channel'], ParentType, ContextType>;
  signingSecret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CompanyResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['Company'] = ResolversParentTypes['Company']> = {
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currentUserType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasCreditCard?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ipAllowlist?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  isEnterprise?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isIpAddressAllowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  specialization?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CompanyCreatedResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['CompanyCreated'] = ResolversParentTypes['CompanyCreated']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConversationPageResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ConversationPage'] = ResolversParentTypes['ConversationPage']> = {
  conversations?: Resolver<Array<ResolversTypes['ConversationRow']>, ParentType, ContextType>;
  currentPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasNext?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPrevious?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ConversationRowResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ConversationRow'] = ResolversParentTypes['ConversationRow']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  botID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  botName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  channelID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  channelName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  channelType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clientID?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isEnded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isHandedOver?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isInternalHandedOver?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastMessageDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  versionID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type CreatedAiConnectionResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['CreatedAiConnection'] = ResolversParentTypes['CreatedAiConnection']> = {
  backend?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  projectName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  settings?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DesignerRoleAssignmentResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['DesignerRoleAssignment'] = ResolversParentTypes['DesignerRoleAssignment']> = {
  designerRole?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type DesignerVersionResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['DesignerVersion'] = ResolversParentTypes['DesignerVersion']> = {
  access?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  botId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  botName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  flow?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GenericChannelCreatedResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['GenericChannelCreated'] = ResolversParentTypes['GenericChannelCreated']> = {
  apiToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['Channel'], ParentType, ContextType>;
  signingSecret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InvitationResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['Invitation'] = ResolversParentTypes['Invitation']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type KnowledgeBaseIntentResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['KnowledgeBaseIntent'] = ResolversParentTypes['KnowledgeBaseIntent']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  companyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  knowledgeBaseId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  utterances?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MemberResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['Member'] = ResolversParentTypes['Member']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  joinedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  surname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addConnectionToCompany?: Resolver<ResolversTypes['ChannelCreated'], ParentType, ContextType, RequireFields<MutationAddConnectionToCompanyArgs, 'companyId' | 'name' | 'properties' | 'type'>>;
  addEntityToAI?: Resolver<ResolversTypes['Success'], ParentType, ContextType, RequireFields<MutationAddEntityToAiArgs, 'entity' | 'id'>>;
  addIntentToAI?: Resolver<ResolversTypes['Success'], ParentType, ContextType, RequireFields<MutationAddIntentToAiArgs, 'id' | 'intent'>>;
  addUtteranceToIntent?: Resolver<ResolversTypes['Success'], ParentType, ContextType, RequireFields<MutationAddUtteranceToIntentArgs, 'id' | 'intent' | 'utterance'>>;
  changeMemberType?: Resolver<ResolversTypes['Member'], ParentType, ContextType, RequireFields<MutationChangeMemberTypeArgs, 'companyId' | 'userId' | 'userType'>>;
  copyBotFromTemplate?: Resolver<ResolversTypes['Bot'], ParentType, ContextType, RequireFields<MutationCopyBotFromTemplateArgs, 'companyId' | 'name' | 'sourceBotId'>>;
  createAIconnection?: Resolver<ResolversTypes['CreatedAiConnection'], ParentType, ContextType, RequireFields<MutationCreateAIconnectionArgs, 'companyId' | 'name' | 'settings' | 'type'>>;
  createAccountInfo?: Resolver<ResolversTypes['AccountInfo'], ParentType, ContextType, RequireFields<MutationCreateAccountInfoArgs, 'companyId' | 'jobTitle' | 'peopleCount' | 'userId' | 'workField'>>;
  createAiConnection?: Resolver<ResolversTypes['AiConnection'], ParentType, ContextType, RequireFields<MutationCreateAiConnectionArgs, 'companyId' | 'jsonKey' | 'name' | 'projectId' | 'type'>>;
  createBot?: Resolver<ResolversTypes['Bot'], ParentType, ContextType, RequireFields<MutationCreateBotArgs, 'companyId' | 'name'>>;
  createCompany?: Resolver<ResolversTypes['CompanyCreated'], ParentType, ContextType, RequireFields<MutationCreateCompanyArgs, 'country' | 'name'>>;
  createGenericChannel?: Resolver<ResolversTypes['GenericChannelCreated'], ParentType, ContextType, RequireFields<MutationCreateGenericChannelArgs, 'botId' | 'companyId' | 'name' | 'webhookUrl'>>;
  deleteAIconnection?: Resolver<ResolversTypes['Success'], ParentType, ContextType, RequireFields<MutationDeleteAIconnectionArgs, 'companyId' | 'id'>>;
  deleteChannel?: Resolver<ResolversTypes['Success'], ParentType, ContextType, RequireFields<MutationDeleteChannelArgs, 'channelId'>>;
  deleteCompany?: Resolver<ResolversTypes['Success'], ParentType, ContextType, RequireFields<MutationDeleteCompanyArgs, 'id'>>;
  importIntents?: Resolver<ResolversTypes['Success'], ParentType, ContextType, RequireFields<MutationImportIntentsArgs, 'id'>>;
  inviteMember?: Resolver<ResolversTypes['Invitation'], ParentType, ContextType, RequireFields<MutationInviteMemberArgs, 'companyId' | 'email' | 'userType'>>;
  leaveCompany?: Resolver<ResolversTypes['Success'], ParentType, ContextType, RequireFields<MutationLeaveCompanyArgs, 'id'>>;
  makeTraining?: Resolver<ResolversTypes['TrainingStatus'], ParentType, ContextType, RequireFields<MutationMakeTrainingArgs, 'id'>>;
  publishApp?: Resolver<ResolversTypes['Success'], ParentType, ContextType, RequireFields<MutationPublishAppArgs, 'id'>>;
  publishVersion?: Resolver<ResolversTypes['PublishState'], ParentType, ContextType, RequireFields<MutationPublishVersionArgs, 'botId' | 'versionId'>>;
  removeEntityFromAI?: Resolver<ResolversTypes['Success'], ParentType, ContextType, RequireFields<MutationRemoveEntityFromAiArgs, 'entityId' | 'id'>>;
  removeIntentFromAI?: Resolver<ResolversTypes['Success'], ParentType, ContextType, RequireFields<MutationRemoveIntentFromAiArgs, 'id' | 'intentId'>>;
  removeMember?: Resolver<ResolversTypes['Success'], ParentType, ContextType, RequireFields<MutationRemoveMemberArgs, 'companyId' | 'userId'>>;
  removeUtteranceFromIntent?: Resolver<ResolversTypes['Success'], ParentType, ContextType, RequireFields<MutationRemoveUtteranceFromIntentArgs, 'id' | 'intent' | 'utteranceId'>>;
  revokeInvitation?: Resolver<ResolversTypes['Success'], ParentType, ContextType, RequireFields<MutationRevokeInvitationArgs, 'id'>>;
  saveVersion?: Resolver<ResolversTypes['Version'], ParentType, ContextType, RequireFields<MutationSaveVersionArgs, 'botId' | 'flow'>>;
  setDesignerRole?: Resolver<ResolversTypes['DesignerRoleAssignment'], ParentType, ContextType, RequireFields<MutationSetDesignerRoleArgs, 'companyId' | 'designerRole' | 'userId'>>;
  setIpAllowlist?: Resolver<ResolversTypes['Company'], ParentType, ContextType, RequireFields<MutationSetIpAllowlistArgs, 'companyId' | 'entries'>>;
  transferAiData?: Resolver<ResolversTypes['Success'], ParentType, ContextType, RequireFields<MutationTransferAiDataArgs, 'destinationAiId' | 'sourceAiId'>>;
  updateAIconnection?: Resolver<ResolversTypes['AiConnection'], ParentType, ContextType, RequireFields<MutationUpdateAIconnectionArgs, 'id' | 'settings' | 'type'>>;
  updateConnection?: Resolver<ResolversTypes['Channel'], ParentType, ContextType, RequireFields<MutationUpdateConnectionArgs, 'channelId' | 'properties'>>;
  updateEntityLabels?: Resolver<ResolversTypes['Success'], ParentType, ContextType, RequireFields<MutationUpdateEntityLabelsArgs, 'entityId' | 'entityName' | 'id' | 'labels'>>;
  updateIntent?: Resolver<ResolversTypes['Success'], ParentType, ContextType, RequireFields<MutationUpdateIntentArgs, 'id' | 'intentId' | 'intentNewName' | 'parameters' | 'utterances'>>;
  updateProfile?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'name' | 'surname'>>;
};

export type PublicationResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['Publication'] = ResolversParentTypes['Publication']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  versionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  versionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PublishStateResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['PublishState'] = ResolversParentTypes['PublishState']> = {
  botId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['Publication']>, ParentType, ContextType>;
  live?: Resolver<Maybe<ResolversTypes['Publication']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  aiConnections?: Resolver<Array<ResolversTypes['AiConnection']>, ParentType, ContextType, RequireFields<QueryAiConnectionsArgs, 'companyId'>>;
  botTemplates?: Resolver<Array<ResolversTypes['BotTemplate']>, ParentType, ContextType, Partial<QueryBotTemplatesArgs>>;
  bots?: Resolver<Array<ResolversTypes['Bot']>, ParentType, ContextType, Partial<QueryBotsArgs>>;
  channel?: Resolver<ResolversTypes['Channel'], ParentType, ContextType, RequireFields<QueryChannelArgs, 'id'>>;
  channels?: Resolver<Array<ResolversTypes['Channel']>, ParentType, ContextType, RequireFields<QueryChannelsArgs, 'companyId'>>;
  companies?: Resolver<Array<ResolversTypes['Company']>, ParentType, ContextType>;
  company?: Resolver<ResolversTypes['Company'], ParentType, ContextType, RequireFields<QueryCompanyArgs, 'id'>>;
  conversationAnalysisWithPagination?: Resolver<ResolversTypes['ConversationPage'], ParentType, ContextType, RequireFields<QueryConversationAnalysisWithPaginationArgs, 'endDate' | 'pageIndex' | 'pageSize' | 'startDate'>>;
  designerRoles?: Resolver<Array<ResolversTypes['DesignerRoleAssignment']>, ParentType, ContextType, RequireFields<QueryDesignerRolesArgs, 'companyId'>>;
  designerVersion?: Resolver<ResolversTypes['DesignerVersion'], ParentType, ContextType, RequireFields<QueryDesignerVersionArgs, 'botId'>>;
  entitiesOfAIconn?: Resolver<Array<ResolversTypes['AiEntity']>, ParentType, ContextType, RequireFields<QueryEntitiesOfAIconnArgs, 'id'>>;
  findIntents?: Resolver<Array<ResolversTypes['KnowledgeBaseIntent']>, ParentType, ContextType, RequireFields<QueryFindIntentsArgs, 'knowledgeBaseId'>>;
  getIntentAndUtterances?: Resolver<Array<ResolversTypes['AiIntentUtterances']>, ParentType, ContextType, RequireFields<QueryGetIntentAndUtterancesArgs, 'id'>>;
  getIntentDetails?: Resolver<ResolversTypes['AiIntentDetails'], ParentType, ContextType, RequireFields<QueryGetIntentDetailsArgs, 'id' | 'intent' | 'intentId'>>;
  getTrainingStatus?: Resolver<ResolversTypes['TrainingStatus'], ParentType, ContextType, RequireFields<QueryGetTrainingStatusArgs, 'id'>>;
  intentsOfAIconn?: Resolver<Array<ResolversTypes['AiIntent']>, ParentType, ContextType, RequireFields<QueryIntentsOfAIconnArgs, 'id'>>;
  invitations?: Resolver<Array<ResolversTypes['Invitation']>, ParentType, ContextType, RequireFields<QueryInvitationsArgs, 'companyId'>>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['Member']>, ParentType, ContextType, RequireFields<QueryMembersArgs, 'companyId'>>;
  publishState?: Resolver<ResolversTypes['PublishState'], ParentType, ContextType, RequireFields<QueryPublishStateArgs, 'botId'>>;
  versions?: Resolver<Array<ResolversTypes['Version']>, ParentType, ContextType, RequireFields<QueryVersionsArgs, 'botId'>>;
  versionsByBotIds?: Resolver<Array<ResolversTypes['Version']>, ParentType, ContextType, RequireFields<QueryVersionsByBotIdsArgs, 'botIds'>>;
};

export type SuccessResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['Success'] = ResolversParentTypes['Success']> = {
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  statusCode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type TemplateModuleResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['TemplateModule'] = ResolversParentTypes['TemplateModule']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TrainingStatusResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['TrainingStatus'] = ResolversParentTypes['TrainingStatus']> = {
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  surname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  twoFactorEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type VersionResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['Version'] = ResolversParentTypes['Version']> = {
  botId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = ResolverContext> = {
  AccountInfo?: AccountInfoResolvers<ContextType>;
  AiConnection?: AiConnectionResolvers<ContextType>;
  AiEntity?: AiEntityResolvers<ContextType>;
  AiEntityLabel?: AiEntityLabelResolvers<ContextType>;
  AiIntent?: AiIntentResolvers<ContextType>;
  AiIntentDetails?: AiIntentDetailsResolvers<ContextType>;
  AiIntentParameter?: AiIntentParameterResolvers<ContextType>;
  AiIntentUtterances?: AiIntentUtterancesResolvers<ContextType>;
  AiUtterance?: AiUtteranceResolvers<ContextType>;
  Bot?: BotResolvers<ContextType>;
  BotTemplate?: BotTemplateResolvers<ContextType>;
  Channel?: ChannelResolvers<ContextType>;
  ChannelCreated?: ChannelCreatedResolvers<ContextType>;
  Company?: CompanyResolvers<ContextType>;
  CompanyCreated?: CompanyCreatedResolvers<ContextType>;
  ConversationPage?: ConversationPageResolvers<ContextType>;
  ConversationRow?: ConversationRowResolvers<ContextType>;
  CreatedAiConnection?: CreatedAiConnectionResolvers<ContextType>;
  DesignerRoleAssignment?: DesignerRoleAssignmentResolvers<ContextType>;
  DesignerVersion?: DesignerVersionResolvers<ContextType>;
  GenericChannelCreated?: GenericChannelCreatedResolvers<ContextType>;
  Invitation?: InvitationResolvers<ContextType>;
  KnowledgeBaseIntent?: KnowledgeBaseIntentResolvers<ContextType>;
  Member?: MemberResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Publication?: PublicationResolvers<ContextType>;
  PublishState?: PublishStateResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Success?: SuccessResolvers<ContextType>;
  TemplateModule?: TemplateModuleResolvers<ContextType>;
  TrainingStatus?: TrainingStatusResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  Version?: VersionResolvers<ContextType>;
};

