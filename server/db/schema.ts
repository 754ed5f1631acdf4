import type { ColumnType, Generated, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;
/** A nullable column that inserts may leave out. */
type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

export type UserType = 'ADMIN' | 'USER';
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
  secret_enc: string;
  created_by: string | null;
  created_at: CreatedAt;
};

export type CompanyUsersTable = {
  company_id: string;
  user_id: string;
  user_type: UserType;
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

export type UsedCaptchasTable = {
  challenge_id: string;
  expires_at: Date;
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
  bot_templates: BotTemplatesTable;
  ai_connections: AiConnectionsTable;
};

export type User = Selectable<UsersTable>;
export type OutboxMail = Selectable<OutboxTable>;
