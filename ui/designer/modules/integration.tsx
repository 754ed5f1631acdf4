import { IntegrationPanel } from '../panels/logic/integration/IntegrationPanel';
import type { ModulePanel } from '../panels/types';

/** INTEGRATION (services/contracts/modules/integration.ts): the side menu shows the integration call panel. */
export const integrationPanel: ModulePanel<'INTEGRATION'> = IntegrationPanel;
