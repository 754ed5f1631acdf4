import type { ApolloClient } from '@apollo/client';
import type { DesignerVersion, DesignerVersionSummary, SavedVersion } from '../../../services/contracts/designer';
import type { DesignerData } from '../../../services/contracts/designerData';
import type { FlowDocument } from '../../../services/contracts/flow';

type Through = { signal?: AbortSignal; client: ApolloClient };

/** The designer: its versions over GraphQL and the panels' data. */
export type DesignerCalls = {
  fetchDesignerVersion(input: { botId: string; versionId?: string | null }, options: Through): Promise<DesignerVersion>;
  /** Newest first. */
  fetchDesignerVersions(input: { botId: string }, options: Through): Promise<DesignerVersionSummary[]>;
  saveVersion(input: { botId: string; flow: FlowDocument }, options: Through): Promise<SavedVersion>;
  /** What the side panels read and send; loads with the first designer opened, the same promise after. */
  panelData(): Promise<DesignerData>;
};
