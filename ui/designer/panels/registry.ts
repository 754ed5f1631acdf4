import type { ComponentType } from 'react';
import type { ModuleType } from '../../../services/contracts/flow';
import { panels as aiPanels } from './ai';
import { panels as contentPanels } from './content';
import { panels as logicPanels } from './logic';
import { panels as morePanels } from './more';
import type { PanelProps } from './types';

/** Every module type's settings panel (spec 03 sections 2.3-2.15); the side menu shows the selected one. */
export const modulePanels: Partial<Record<ModuleType, ComponentType<PanelProps>>> = { ...contentPanels, ...aiPanels, ...logicPanels, ...morePanels };

export function panelFor(type: ModuleType): ComponentType<PanelProps> | null {
  return modulePanels[type] ?? null;
}
