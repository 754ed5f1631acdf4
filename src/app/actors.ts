import type { ConsoleActors } from '../../ui/app/consoleActors';
import { accountActors } from './accountActors';

/** The one place the browser's actors are built from services/, area by area; src/App.tsx provides them. */
export const browserActors: ConsoleActors = {
  ...accountActors,
};
