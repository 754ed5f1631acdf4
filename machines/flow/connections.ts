import type { FlowConnection, FlowModule } from '../../services/contracts/flow';
import { isPlainConnection } from '../designer/slots';
import type { UserInput } from './parameters';

/** Where a module leads: its plain next connection, a named output, a keyword group's target. */

/** The plain next connection of a module (no option, card, intent), if any. */
export function nextOf(module: FlowModule): string | null {
  return module.connections.find(isPlainConnection)?.id ?? null;
}

/** The connection of a named output (paymentSucceed, noStock, a condition id...). */
export function optionTarget(module: FlowModule, optionID: string): string | null {
  return module.connections.find((c) => c.optionID === optionID)?.id ?? null;
}

/** A keyword group (spec 3.1 keywordsGroups, a field of every type) whose keyword the reply contains, as a connection to its target. */
export function keywordTarget(module: FlowModule, input: UserInput): FlowConnection | null {
  const group = (module.settings.keywordsGroups ?? []).find((g) => g.value && contains(input, g.keywords));
  return group ? { id: group.value } : null;
}

/** Whether the reply contains one of the keywords (blank ones match nothing), ignoring case. */
function contains(input: UserInput, keywords: readonly string[]): boolean {
  const words = input.text.toLowerCase();
  return keywords.some((k) => k.trim() !== '' && words.includes(k.trim().toLowerCase()));
}

export type KeywordGroup = { index: number; keyword: string; target: string };

/** The keyword groups with a keyword and a target, each with its first keyword (what the path generator writes). */
export function keywordGroupsOf(module: FlowModule): KeywordGroup[] {
  return (module.settings.keywordsGroups ?? []).flatMap((group, index) => {
    const keyword = group.keywords.find((k) => k.trim() !== '');
    return keyword && group.value ? [{ index, keyword: keyword.trim(), target: group.value }] : [];
  });
}

/** The first keyword group of keywordGroupsOf whose keyword the reply contains (which group a keyword reply takes). */
export function matchedKeywordGroup(module: FlowModule, input: UserInput): KeywordGroup | null {
  const groups = module.settings.keywordsGroups ?? [];
  return keywordGroupsOf(module).find((group) => contains(input, groups[group.index]?.keywords ?? [])) ?? null;
}
