import type { FlowDocument } from './flow';

// The designer's versions and roles as the console and the server exchange them.

/** What the caller may do in the designer (spec 03 section 6). */
export type DesignerAccess = 'FULL' | 'DESIGNER' | 'VIEWER';

export const DESIGNER_ACCESS_LEVELS: readonly DesignerAccess[] = ['FULL', 'DESIGNER', 'VIEWER'];

/** A stored designer role a company ADMIN gives a member. */
export type DesignerRole = 'VIEWER' | 'DESIGNER';

export type DesignerRoleAssignment = { userId: string; designerRole: DesignerRole };

/** A version as the designer opens it: the flow already parsed against the shared contract. */
export type DesignerVersion = {
  id: string;
  name: string;
  createdAt: string;
  botId: string;
  botName: string;
  companyId: string;
  flow: FlowDocument;
  access: DesignerAccess;
  /**
   * What the stored flow's settings break of their types' rules, as read (module, field,
   * the spec's message). The flow opens all the same: values of another kind are left out,
   * the rest stay for the save check to list until they are fixed.
   */
  storedProblems: string[];
};

export type DesignerVersionSummary = { id: string; botId: string; name: string; createdAt: string };

export type SavedVersion = { versionId: string; name: string };

/** An access level the console knows; anything else (an older server, a typo) is read-only, never more. */
export function readDesignerAccess(value: unknown): DesignerAccess {
  return DESIGNER_ACCESS_LEVELS.find((level) => level === value) ?? 'VIEWER';
}

/** A stored role the console knows; anything else counts as VIEWER. */
export function readDesignerRole(value: unknown): DesignerRole {
  return value === 'DESIGNER' ? 'DESIGNER' : 'VIEWER';
}

export function newestFirst<T extends { createdAt: string }>(versions: readonly T[]): T[] {
  return [...versions].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}
