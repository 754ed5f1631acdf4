import type { ConsoleActors } from '../../ui/app/consoleActors';
import { lazyCalls, once } from './lazily';

// The code station reports' module loads with the page's first call.
const reports = once(async () => (await import('../../services/codeStationReports')).createCodeStationReportCalls());

/** The code station report pages' actors over the server's REST calls. */
export const codeStationReportActors: Pick<ConsoleActors, 'codeStationReports'> = {
  codeStationReports: lazyCalls(reports, ['runCompanies', 'codeBlocksReport', 'codeBlockReport', 'codeBlockUsage']),
};
