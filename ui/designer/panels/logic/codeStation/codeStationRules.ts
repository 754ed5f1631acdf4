import type { CodeBlock, CodeBlockDetails } from '../../../../../services/contracts/designerData';
import type { KeyValueRow } from '../../shared/keyValueRules';
import type { CodeStationSettings as StoredCodeStation } from '../../../../../services/contracts/modules/codeStation';
import type { ResourceStatus } from '../../useResource';

/**
 * The Code Station module (spec 03 sections 2.7, 3.2, 4.2, 5.5, 8): a code block, one of
 * its versions and the parameters passed to it; the connection is the plain next one.
 */
export type CodeStationSettings = { functionId: string; functionVersion: string; parameter: KeyValueRow[] };

export const codeStationTexts = {
  blockGone: 'codeStation.blockGone',
  versionGone: 'codeStation.versionGone',
} as const;

export function codeStationOf(settings: StoredCodeStation): CodeStationSettings {
  return {
    functionId: settings.functionId ?? '',
    functionVersion: settings.functionVersion ?? '',
    parameter: (settings.parameter ?? []).map(({ key, value }) => ({ key, value })),
  };
}

/** Picking another block: its versions are not the old block's, so the version is cleared. */
export function pickBlock(current: CodeStationSettings, functionId: string): Partial<CodeStationSettings> {
  return functionId === current.functionId ? {} : { functionId, functionVersion: '' };
}

type Lookup<T> = { status: ResourceStatus; data: T | null };

/**
 * '!!! The above Code Block has been changed or deleted.': the saved block is not among the
 * company's blocks. A failed lookup is only logged (spec 8), so it warns of nothing.
 */
export function blockGone(functionId: string, blocks: Lookup<CodeBlock[]>): boolean {
  return Boolean(functionId) && blocks.status === 'ready' && !(blocks.data ?? []).some((b) => b.functionId === functionId);
}

/**
 * '!!! The above Code Block version has been changed or deleted.': the saved version is not
 * among the block's versions, or looking the block or the version up failed (spec 8).
 */
export function versionGone(version: string, details: Lookup<CodeBlockDetails>, versionDetails: Lookup<CodeBlockDetails>): boolean {
  if (!version) return false;
  if (details.status === 'failed' || versionDetails.status === 'failed') return true;
  return details.status === 'ready' && !(details.data?.versions ?? []).includes(version);
}

/** The version choices, newest first as the server sends them, the newest marked as the latest. */
export function versionOptions(versions: readonly string[], latestLabel: (version: string) => string): Array<{ id: string; label: string }> {
  return versions.map((version, index) => ({ id: version, label: index === 0 ? latestLabel(version) : version }));
}

/** The parameter names of the chosen version, once known: the keys a parameter row may have. */
export function allowedParameters(version: string, versionDetails: Lookup<CodeBlockDetails>): string[] | null {
  return version && versionDetails.status === 'ready' ? (versionDetails.data?.parameters ?? []) : null;
}
