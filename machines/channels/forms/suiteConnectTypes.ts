import type { SuiteCaptcha, SuiteConnectLogin, SuitePoolChoice } from '../../../services/contracts/rest/suiteConnect';
import type { TextRef } from '../../shared/text';
import type { ChannelFormBase } from './channelFormStates';
import type { SuiteField, SuiteType } from './suiteConnectRules';

export type SuiteConnectInput = { companyId: string; channelId: string | null; userEmail: string };

export type SuiteConnectContext = ChannelFormBase & {
  errors: Record<string, TextRef>;
  suiteType: SuiteType;
  fields: Record<SuiteField, string>;
  /** The captcha shown (its key, image and the suite address it came from). */
  captcha: SuiteCaptcha | null;
  /** What the login gave, kept until the channel is created. */
  agentToken: string;
  /** Update: the pools of the channel's suite and the handover pool chosen. */
  pools: SuitePoolChoice[];
  handoverPoolId: string;
};

export type SuiteConnectEvent =
  | { type: 'NAME_CHANGED'; value: string }
  | { type: 'FIELD_CHANGED'; field: string; value: string }
  | { type: 'ASSISTANT_CHOSEN'; botId: string }
  | { type: 'SUITE_TYPE_CHOSEN'; suiteType: SuiteType }
  | { type: 'URL_LEFT' }
  | { type: 'CAPTCHA_REFRESHED' }
  | { type: 'POOL_CHOSEN'; poolId: string }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' };

/** What the login sends: the form's values, the on-premise address or none (the cloud suite). */
export type SuiteLoginRequest = Omit<SuiteConnectLogin, 'url'> & { companyId: string; url: string | null };

export const EMPTY_FIELDS: Record<SuiteField, string> = { username: '', password: '', captcha: '', url: '', suiteCompanyId: '', suitePoolId: '' };
