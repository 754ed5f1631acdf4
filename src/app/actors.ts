import type { ConsoleActors } from '../../ui/app/consoleActors';
import { accountActors } from './accountActors';
import { aiConnectionsActors } from './aiConnectionActors';
import { analysisActors } from './analysisActors';
import { channelsActors } from './channelActors';
import { designerActors } from './designerActors';
import { integrationProfileActors } from './integrationProfileActors';
import { installActors } from './installActors';
import { releaseActors } from './releaseActors';
import { secretActors } from './secretActors';
import { dataStationActors } from './dataStationActors';
import { codeStationReportActors } from './codeStationReportActors';
import { workspaceActors } from './workspaceActors';

/** The one place the browser's actors are built from services/, area by area; src/App.tsx provides them. */
export const browserActors: ConsoleActors = {
  ...accountActors,
  ...workspaceActors,
  ...designerActors,
  ...channelsActors,
  ...aiConnectionsActors,
  ...analysisActors,
  ...secretActors,
  ...dataStationActors,
  ...codeStationReportActors,
  ...releaseActors,
  ...integrationProfileActors,
  ...installActors,
};
