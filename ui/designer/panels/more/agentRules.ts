import type { Agent } from '../../../../services/contracts/designerData';
import type { FlowModuleOf } from '../../../../services/contracts/modules';
import type { SupportAgentSettings } from '../../../../services/contracts/modules/supportAgent';
import type { ModuleChange } from '../types';

type AgentModule = FlowModuleOf<'SUPPORT_AGENT'>;

/** The AI Agent (LLM) module's rules (spec 03 sections 3.2, 4.2, 5.10 and 9). */

export const AGENT_NAME_TOOLTIP_OVER = 36;
export const EXIT_SLOT_PREFIX = 'function:';

/** Only published agents whose version is not DRAFT are offered. */
export function offeredAgents(agents: readonly Agent[]): Agent[] {
  return agents.filter((a) => a.isPublished && a.version !== 'DRAFT');
}

/** Agent names over 36 characters show their full name in a tooltip. */
export function needsNameTooltip(name: string): boolean {
  return name.length > AGENT_NAME_TOOLTIP_OVER;
}

export function exitSlot(functionName: string): string {
  return `${EXIT_SLOT_PREFIX}${functionName}`;
}

export function exitFunctionsOf(module: AgentModule): string[] {
  return module.settings.allExitFunctions ?? [];
}

/** The settings without the chosen agent and what came with it. */
function withoutAgent(settings: SupportAgentSettings): SupportAgentSettings {
  const { agentId: _id, agentVersionId: _version, agentType: _type, allExitFunctions: _exits, exitActions: _actions, functionConnections: _connections, ...kept } = settings;
  return kept;
}

/**
 * Choosing an account (partner): every connection and the agent are cleared, the partner
 * name is replaced (or kept when the same account is chosen again). Null when nothing changes.
 */
export function accountChange(module: AgentModule, partnerName: string): ModuleChange<'SUPPORT_AGENT'> | null {
  if (module.settings.partnerName === partnerName) return null;
  return { settings: { ...withoutAgent(module.settings), partnerName }, connections: [] };
}

/**
 * Choosing an agent: connections, the previous agent's data, its exit actions and the
 * button texts are cleared; the account stays. Null when the same agent is chosen again.
 */
export function agentChange(module: AgentModule, agent: Agent): ModuleChange<'SUPPORT_AGENT'> | null {
  if (module.settings.agentId === agent.agentId && module.settings.agentVersionId === agent.versionId) return null;
  const { defaultProductButtonText: _d, localizedButtonTexts: _l, ...rest } = withoutAgent(module.settings);
  return {
    settings: {
      ...rest,
      agentId: agent.agentId,
      agentVersionId: agent.versionId,
      agentType: agent.agentType,
      allExitFunctions: agent.functions.map((f) => f.name),
      exitActions: {},
      functionConnections: [],
      defaultProductButtonText: '',
      localizedButtonTexts: {},
    },
    connections: [],
  };
}

/** Locales offered for button texts: language and language_REGION codes. */
export const BUTTON_LOCALES = [
  'ar',
  'ar_AE',
  'ar_SA',
  'az',
  'bg',
  'cs',
  'da',
  'de',
  'de_AT',
  'de_CH',
  'de_DE',
  'el',
  'en',
  'en_GB',
  'en_US',
  'es',
  'es_ES',
  'es_MX',
  'fa',
  'fi',
  'fr',
  'fr_FR',
  'he',
  'hi',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'nl',
  'pl',
  'pt',
  'pt_BR',
  'pt_PT',
  'ro',
  'ru',
  'sv',
  'tr',
  'tr_TR',
  'uk',
  'zh',
] as const;

/** A locale code shown in the interface language ('en_US' → 'English (United States)'). */
export function localeLabel(code: string, interfaceLanguage: string): string {
  try {
    const names = new Intl.DisplayNames([interfaceLanguage], { type: 'language' });
    return `${names.of(code.replace('_', '-')) ?? code} (${code})`;
  } catch {
    return code;
  }
}
