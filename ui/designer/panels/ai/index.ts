import type { ComponentType } from 'react';
import type { ModuleType } from '../../../../services/contracts/flow';
import type { PanelProps } from '../types';
import { AiActionPanel } from './AiActionPanel';
import { AutoGenerativePanel } from './AutoGenerativePanel';

/** The settings panels of this group, by module type. */
export const panels: Partial<Record<ModuleType, ComponentType<PanelProps>>> = { AI: AiActionPanel, GENERATIVE: AutoGenerativePanel };
