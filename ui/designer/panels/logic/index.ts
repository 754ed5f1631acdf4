import type { ComponentType } from 'react';
import type { ModuleType } from '../../../../services/contracts/flow';
import type { PanelProps } from '../types';
import { CodeStationPanel } from './codeStation/CodeStationPanel';
import { HandoverPanel } from './handover/HandoverPanel';
import { LogicPanel } from './conditions/LogicPanel';
import { InputPanel } from './input/InputPanel';
import { IntegrationPanel } from './integration/IntegrationPanel';

/** The settings panels of this group, by module type (spec 03 sections 2.7-2.11). */
export const panels: Partial<Record<ModuleType, ComponentType<PanelProps>>> = {
  CODESTATION: CodeStationPanel,
  INPUT: InputPanel,
  LOGIC: LogicPanel,
  INTEGRATION: IntegrationPanel,
  HANDOVER: HandoverPanel,
};
