import type { ConsoleActors } from '../../ui/app/consoleActors';
import { lazyCalls, once } from './lazily';

// The data station's module loads with the page's first call.
const dataStation = once(async () => (await import('../../services/dataStation')).createDataStationCalls());

/** The data station pages' actors over the server's REST calls. */
export const dataStationActors: Pick<ConsoleActors, 'dataStation'> = {
  dataStation: lazyCalls(dataStation, [
    'listTables',
    'createTable',
    'renameTable',
    'addColumn',
    'removeColumn',
    'deleteTable',
    'listRows',
    'listEveryRow',
    'addRow',
    'changeRow',
    'deleteRow',
    'importRows',
    'listTokens',
    'createToken',
    'revokeToken',
  ]),
};
