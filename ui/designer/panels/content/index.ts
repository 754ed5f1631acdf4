import type { ComponentType } from 'react';
import type { ModuleType } from '../../../../services/contracts/flow';
import type { PanelProps } from '../types';
import { MessagePanel } from './MessagePanel';
import { SelectionPanel } from './SelectionPanel';

/** The settings panels of this group, by module type. */
export const panels: Partial<Record<ModuleType, ComponentType<PanelProps>>> = {
  MESSAGE: MessagePanel,
  SELECTION: SelectionPanel,
};
