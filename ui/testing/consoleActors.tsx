import type { ReactNode } from 'react';
import { browserActors } from '../../src/app/actors';
import { ConsoleActorsProvider } from '../app/ConsoleActorsContext';
import type { ConsoleActors } from '../app/consoleActors';

/** Per area, the calls a test brings itself. */
export type ActorsOverrides = { [Area in keyof ConsoleActors]?: Partial<ConsoleActors[Area]> };

/**
 * The actors a test renders with: its own calls where it gives them, the browser's elsewhere
 * (those reach a test's mocked modules or its in-process server like the app's do).
 */
export function consoleActorsForTest(overrides: ActorsOverrides = {}): ConsoleActors {
  const area = <Area extends keyof ConsoleActors>(name: Area): ConsoleActors[Area] => ({ ...browserActors[name], ...overrides[name] });
  return {
    session: area('session'),
    auth: area('auth'),
    twoFactor: area('twoFactor'),
    profile: area('profile'),
    votes: area('votes'),
    graphql: area('graphql'),
    companies: area('companies'),
    assistants: area('assistants'),
    conversations: area('conversations'),
    designer: area('designer'),
    publish: area('publish'),
    webChat: area('webChat'),
    channels: area('channels'),
    codeStation: area('codeStation'),
    aiConnections: area('aiConnections'),
    analysis: area('analysis'),
    secrets: area('secrets'),
    dataStation: area('dataStation'),
    codeStationReports: area('codeStationReports'),
    release: area('release'),
    integrationProfile: area('integrationProfile'),
    install: area('install'),
  };
}

/** Wraps a rendered tree in the test's actors. */
export function WithActors({ actors = browserActors, children }: { actors?: ConsoleActors; children: ReactNode }) {
  return <ConsoleActorsProvider actors={actors}>{children}</ConsoleActorsProvider>;
}
