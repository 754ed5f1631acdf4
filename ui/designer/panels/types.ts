import type { ComponentType } from 'react';
import type { FlowConnection, FlowDocument, ModuleType } from '../../../services/contracts/flow';
import type { FlowModuleOf, SettingsOf } from '../../../services/contracts/modules';

/**
 * Who is designing (spec 03 section 6). FULL without the user-role setting (and for
 * admins); DESIGNER may design but not create or delete intents and entities, train or
 * upload; VIEWER changes nothing.
 */
export type DesignerAccess = 'FULL' | 'DESIGNER' | 'VIEWER';

/** A change a panel makes to its module of type T: one undoable step of the designer machine (UPDATE_MODULE). */
export type ModuleChange<T extends ModuleType = ModuleType> = { settings?: SettingsOf<T>; connections?: FlowConnection[] };

/** What the settings panel of a module of type T gets from the side menu. */
export type PanelProps<T extends ModuleType> = {
  /** The module, its settings typed by its type's contract (services/contracts/modules). */
  module: FlowModuleOf<T>;
  /** The whole flow, for target pickers. */
  flow: FlowDocument;
  access: DesignerAccess;
  /** VIEWER: every control disabled, nothing is sent. */
  readOnly: boolean;
  companyId: string;
  botId: string;
  versionId: string;
  /** Replaces the module's settings and/or connections. */
  update: (change: ModuleChange<T>) => void;
  /**
   * Leaves the designer for another console page (CONNECT AI, CONNECT INTEGRATION, ...):
   * asks 'Warning !' / 'You may have unsaved changes...' first when there are unsaved changes.
   */
  leaveTo: (path: string) => void;
};

/** What the side menu shows for a module of type T: its settings panel, or nothing beyond the common fields. */
export type ModulePanel<T extends ModuleType> = ComponentType<PanelProps<T>> | null;
