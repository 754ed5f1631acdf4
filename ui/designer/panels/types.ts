import type { FlowConnection, FlowDocument, FlowModule } from '../../../services/contracts/flow';

/**
 * Who is designing (spec 03 section 6). FULL without the user-role setting (and for
 * admins); DESIGNER may design but not create or delete intents and entities, train or
 * upload; VIEWER changes nothing.
 */
export type DesignerAccess = 'FULL' | 'DESIGNER' | 'VIEWER';

/** A change a panel makes to its module: one undoable step of the designer machine (UPDATE_MODULE). */
export type ModuleChange = { settings?: Record<string, unknown>; connections?: FlowConnection[] };

/** What every settings panel gets from the side menu. */
export type PanelProps = {
  module: FlowModule;
  /** The whole flow, for target pickers. */
  flow: FlowDocument;
  access: DesignerAccess;
  /** VIEWER: every control disabled, nothing is sent. */
  readOnly: boolean;
  companyId: string;
  botId: string;
  versionId: string;
  /** Replaces the module's settings and/or connections. */
  update: (change: ModuleChange) => void;
  /**
   * Leaves the designer for another console page (CONNECT AI, CONNECT INTEGRATION, ...):
   * asks 'Warning !' / 'You may have unsaved changes...' first when there are unsaved changes.
   */
  leaveTo: (path: string) => void;
};

/** The settings object of a module read as a record (panels narrow each field themselves). */
export function settingsOf(module: FlowModule): Record<string, unknown> {
  return module.settings;
}
