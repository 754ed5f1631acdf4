import type { ColumnType, Generated, Selectable } from 'kysely';
import type { PublicationKind } from '../../services/contracts/publish';

type CreatedAt = ColumnType<Date, Date | undefined, never>;
/** A nullable column that inserts may leave out. */
type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

export type UserType = 'ADMIN' | 'USER';
export type DesignerRole = 'VIEWER' | 'DESIGNER';
export type SessionScope = 'full' | 'tfa';
export type EmailTokenKind = 'verify' | 'reset';

export type UsersTable = {
  id: Generated<string>;
  name: string;
  surname: string;
  email: string;
  password_hash: string | null;
  email_confirmed_at: Date | null;
  tfa_secret_enc: string | null;
  tfa_enabled_at: Date | null;
  /** Last accepted TOTP time step (bigint, read as text). */
  tfa_last_step: ColumnType<string | null, number | null | undefined, number | null>;
  last_login: Date | null;
  created_at: CreatedAt;
  modified_at: Date;
};

export type SessionsTable = {
  id: Generated<string>;
  token_hash: string;
  user_id: string;
  scope: SessionScope;
  device_hash: string | null;
  keep_signed_in: boolean;
  /** The sign-in that opened this session was the user's first. */
  first_login: boolean;
  expires_at: Date;
  revoked_at: Date | null;
  created_at: CreatedAt;
};

export type EmailTokensTable = {
  id: Generated<string>;
  kind: EmailTokenKind;
  token_hash: string;
  user_id: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
};

export type BackupCodesTable = {
  id: Generated<string>;
  user_id: string;
  code_hash: string;
  used_at: Date | null;
  created_at: CreatedAt;
};

export type TrustedDevicesTable = {
  id: Generated<string>;
  user_id: string;
  device_hash: string;
  expires_at: Date;
  created_at: CreatedAt;
};

/** Failed sign-ins per key: `account:<email>` or `ip:<address>`. */
export type LoginFailuresTable = {
  key: string;
  count: number;
  window_start: Date;
  locked_until: Date | null;
};

export type TfaFailuresTable = {
  user_id: string;
  count: number;
  locked_until: Date | null;
};

export type OutboxTable = {
  id: Generated<string>;
  /** Order of writing (several mails may share a time). */
  seq: ColumnType<string, never, never>;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: CreatedAt;
  sent_at: Date | null;
};

export type CompaniesTable = {
  id: Generated<string>;
  name: string;
  country: Generated<string>;
  is_enterprise: Generated<boolean>;
  ip_allowlist: string[] | null;
  created_at: CreatedAt;
  specialization: Optional<string>;
  has_credit_card: Generated<boolean>;
  request_description: Optional<string>;
  host_name: Optional<string>;
  created_by: Optional<string>;
};

export type AccountInfoTable = {
  company_id: string;
  user_id: string;
  people_count: string;
  work_field: string;
  job_title: string;
  created_at: CreatedAt;
};

/** A flow document (services/contracts/flow.ts) kept as jsonb. */
type FlowColumn = ColumnType<unknown, string, string>;

export type BotsTable = {
  id: Generated<string>;
  /** Short public id. */
  fid: string;
  name: string;
  company_id: string;
  created_by: string | null;
  created_at: CreatedAt;
  archived_at: Date | null;
};

export type BotVersionsTable = {
  id: Generated<string>;
  bot_id: string;
  name: string;
  flow: FlowColumn;
  created_at: CreatedAt;
  created_by: string | null;
  /** The version's partner (ucd) integration for personalized logic; the token AES-GCM sealed. */
  partner_name: Optional<string>;
  request_token_enc: Optional<string>;
};

/** How a version became live: see server/db/migrations/009_publish.ts. */
export type { PublicationKind } from '../../services/contracts/publish';

/** One publication of an assistant version; the newest (by seq) is the live version. */
export type BotPublicationsTable = {
  id: Generated<string>;
  /** bigserial, read as text. */
  seq: Generated<string>;
  bot_id: string;
  version_id: string;
  kind: PublicationKind;
  published_by: string | null;
  published_at: ColumnType<Date, Date | undefined, never>;
};

export type BotTemplatesTable = {
  id: string;
  name: string;
  description: string;
  specialization: string | null;
  ai_bot: boolean;
  ai_id: string | null;
  flow: FlowColumn;
};

/** An AI connection of a company; `settings` holds no secret, the key is in `secret_enc` (AES-GCM). */
export type AiConnectionsTable = {
  id: Generated<string>;
  company_id: string;
  name: string;
  /** E.g. DialogFlow. */
  type: string;
  backend: string;
  project_name: string;
  settings: ColumnType<unknown, string, string>;
  /** Null for a connection without credentials (served by the AI sandbox). */
  secret_enc: Optional<string>;
  created_by: string | null;
  created_at: CreatedAt;
};

/** Nullable jsonb read as a value, written as JSON text. */
type OptionalJson = ColumnType<unknown, string | null | undefined, string | null>;

/** An intent the sandbox AI provider keeps for a connection; `parameters` is [{ name, entity }]. */
export type AiIntentsTable = {
  id: Generated<string>;
  connection_id: string;
  name: string;
  parameters: ColumnType<unknown, string | undefined, string>;
  seq: ColumnType<string, never, never>;
  created_at: CreatedAt;
};

export type AiUtterancesTable = {
  id: Generated<string>;
  intent_id: string;
  connection_id: string;
  text: string;
  seq: ColumnType<string, never, never>;
  created_at: CreatedAt;
};

/** An entity of a connection; `labels` is [{ value, synonyms }]. */
export type AiEntitiesTable = {
  id: Generated<string>;
  connection_id: string;
  name: string;
  labels: ColumnType<unknown, string | undefined, string>;
  seq: ColumnType<string, never, never>;
  created_at: CreatedAt;
};

/** Training and publishing state of a connection; the models are snapshots of intents, utterances and entities. */
export type AiTrainingsTable = {
  connection_id: string;
  started_at: Optional<Date>;
  /** Success, UpToDate or Fail: what the training started at `started_at` ends with. */
  outcome: Optional<string>;
  training_model: OptionalJson;
  trained_model: OptionalJson;
  published_model: OptionalJson;
  published_at: Optional<Date>;
};

export type KnowledgeBasesTable = {
  id: Generated<string>;
  company_id: string;
  label: string;
  created_by: Optional<string>;
  created_at: CreatedAt;
};

/** `utterances` is a string[] as jsonb. */
export type KnowledgeBaseIntentsTable = {
  id: Generated<string>;
  knowledge_base_id: string;
  company_id: string;
  label: string;
  language: string;
  utterances: ColumnType<unknown, string | undefined, string>;
  created_by: Optional<string>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
};

export type CompanyUsersTable = {
  company_id: string;
  user_id: string;
  user_type: UserType;
  /** Designer access of a non-ADMIN member with the user-role setting on (spec 03 section 6). */
  designer_role: ColumnType<DesignerRole, DesignerRole | undefined, DesignerRole>;
};

export type InvitationsTable = {
  id: Generated<string>;
  token_hash: string;
  company_id: string;
  email: string;
  user_type: string;
  expires_at: Date;
  accepted_at: Date | null;
  created_at: CreatedAt;
};

/** An integration of a company (spec 03 3.2); `properties` holds no secret, credentials are in `secrets_enc` (AES-GCM JSON). */
export type IntegrationsTable = {
  id: Generated<string>;
  company_id: string;
  name: string;
  /** E.g. CRAFTGATE, STRIPE, SHOPIFY, COMMERCE, GENESYS, UCD. */
  type: string;
  properties: ColumnType<unknown, string, string>;
  secrets_enc: Optional<string>;
  created_by: Optional<string>;
  created_at: CreatedAt;
};

export type CodeBlocksTable = {
  id: Generated<string>;
  company_id: string;
  name: string;
  agent_id: Optional<string>;
  created_by: Optional<string>;
  created_at: CreatedAt;
};

export type CodeBlockVersionsTable = {
  id: Generated<string>;
  code_block_id: string;
  version: string;
  code: string;
  /** Parameter names (string[]) as jsonb. */
  parameters: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
};

export type ConversationTagsTable = {
  id: Generated<string>;
  company_id: string;
  name: string;
  created_at: CreatedAt;
};

export type CompanyPartnersTable = {
  id: Generated<string>;
  company_id: string;
  partner_name: string;
  created_at: CreatedAt;
};

/** What the local provider sandboxes hold (kind e.g. zapier.zap, scope e.g. a company id). */
export type ProviderSandboxRecordsTable = {
  kind: string;
  scope: string;
  key: string;
  position: ColumnType<number, number | undefined, number>;
  data: ColumnType<unknown, string, string>;
};

export type UsedCaptchasTable = {
  challenge_id: string;
  expires_at: Date;
};

export type ChannelStatus = 'ACTIVE' | 'DELETED';
export type MessageSender = 'CLIENT' | 'BOT' | 'AGENT';
/** A jsonb column: read as a value, written as its JSON text. */
type Json = ColumnType<unknown, string | undefined, string>;

export type ChannelsTable = {
  id: Generated<string>;
  company_id: string;
  name: string;
  /** MicroWebChat (the web chat created with an assistant) or Generic (webhook). */
  integration_type: string;
  bot_id: string | null;
  /** null: the assistant's newest version. */
  version_id: Optional<string>;
  status: ColumnType<ChannelStatus, ChannelStatus | undefined, ChannelStatus>;
  properties: Json;
  api_token_hash: Optional<string>;
  created_by: Optional<string>;
  created_at: CreatedAt;
};

export type ConversationsTable = {
  id: Generated<string>;
  company_id: string;
  channel_id: string;
  channel_type: string;
  bot_id: string | null;
  version_id: string | null;
  client_id: string;
  client_info: Json;
  client_token_hash: Optional<string>;
  /** The engine's persisted snapshot (jsonb); null once the conversation ended. */
  snapshot: ColumnType<unknown, string | null | undefined, string | null>;
  module_id: Optional<string>;
  turn: ColumnType<number, number | undefined, number>;
  start_date: ColumnType<Date, Date | undefined, Date>;
  last_message_date: Optional<Date>;
  end_date: Optional<Date>;
  is_new_client: ColumnType<boolean, boolean | undefined, boolean>;
  is_handed_over: ColumnType<boolean, boolean | undefined, boolean>;
  is_internal_handed_over: ColumnType<boolean, boolean | undefined, boolean>;
  forward_date: Optional<Date>;
  department_id: Optional<string>;
  agent_id: Optional<string>;
  history_list: Json;
  tags: Json;
  rating: Optional<number>;
  rating_comment: Optional<string>;
  /** Opened by the test chat on the draft (the newest saved version) rather than the published one. */
  draft: ColumnType<boolean, boolean | undefined, boolean>;
};

export type ConversationMessagesTable = {
  id: Generated<string>;
  /** bigserial, read as text. */
  seq: Generated<string>;
  conversation_id: string;
  company_id: string;
  send_by: MessageSender;
  message_type: string;
  content: Json;
  message_date: Date;
  bot_info: ColumnType<unknown, string | null | undefined, string | null>;
  debug_info: ColumnType<unknown, string | null | undefined, string | null>;
  outer_message_id: Optional<string>;
};

export type VoteDeeplinksTable = {
  id: Generated<string>;
  company_id: string;
  conversation_id: string;
  channel_id: string;
  properties: Json;
  invalidated: ColumnType<boolean, boolean | undefined, boolean>;
  voted_at: Optional<Date>;
  expires_at: Date;
  created_at: CreatedAt;
};

export type Database = {
  users: UsersTable;
  sessions: SessionsTable;
  email_tokens: EmailTokensTable;
  backup_codes: BackupCodesTable;
  trusted_devices: TrustedDevicesTable;
  login_failures: LoginFailuresTable;
  tfa_failures: TfaFailuresTable;
  outbox: OutboxTable;
  companies: CompaniesTable;
  company_users: CompanyUsersTable;
  invitations: InvitationsTable;
  used_captchas: UsedCaptchasTable;
  account_info: AccountInfoTable;
  bots: BotsTable;
  bot_versions: BotVersionsTable;
  bot_publications: BotPublicationsTable;
  bot_templates: BotTemplatesTable;
  ai_connections: AiConnectionsTable;
  ai_intents: AiIntentsTable;
  ai_utterances: AiUtterancesTable;
  ai_entities: AiEntitiesTable;
  ai_trainings: AiTrainingsTable;
  knowledge_bases: KnowledgeBasesTable;
  knowledge_base_intents: KnowledgeBaseIntentsTable;
  integrations: IntegrationsTable;
  code_blocks: CodeBlocksTable;
  code_block_versions: CodeBlockVersionsTable;
  conversation_tags: ConversationTagsTable;
  company_partners: CompanyPartnersTable;
  provider_sandbox_records: ProviderSandboxRecordsTable;
  channels: ChannelsTable;
  conversations: ConversationsTable;
  conversation_messages: ConversationMessagesTable;
  vote_deeplinks: VoteDeeplinksTable;
};

export type User = Selectable<UsersTable>;
export type OutboxMail = Selectable<OutboxTable>;
