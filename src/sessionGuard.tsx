import { createContext, useEffect, useState, type ReactNode } from 'react';
import { useInspectedActorRef as useActorRef } from '../ui/inspector/inspection';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { sessionGuardMachine } from '../machines/account/sessionGuard.machine';
import { clearAll, readStoredSession, refreshRelease, rememberOrigin, setAppInstallation, type StoredSession } from '../services/session';
import { currentReleaseId } from './releaseId';

export type SessionGuardActorRef = ActorRefFrom<typeof sessionGuardMachine>;

/** The one session guard of the app, shared by RootLayout (every route) and RequireSession (signed-in routes). */
export const SessionGuardContext = createContext<SessionGuardActorRef | null>(null);

/** What the guard reads and changes outside itself; tests may replace parts. */
export type SessionGuardEffects = {
  readStorage: () => StoredSession;
  releaseId: () => string;
  clearStorage: () => void;
  rememberOrigin: (origin: string) => void;
  flagAppInstallation: () => void;
  refreshRelease: (releaseId: string) => void;
};

export const browserSessionEffects: SessionGuardEffects = {
  readStorage: readStoredSession,
  releaseId: currentReleaseId,
  clearStorage: clearAll,
  rememberOrigin,
  flagAppInstallation: () => setAppInstallation(true),
  refreshRelease,
};

/** The session guard machine with the router's navigation and the browser's storage. */
export function provideSessionGuard(effects: SessionGuardEffects, redirect: (to: string) => void) {
  return sessionGuardMachine.provide({
    actions: {
      clearStorage: () => effects.clearStorage(),
      redirect: (_, { to }) => redirect(to),
      rememberOrigin: (_, { origin }) => effects.rememberOrigin(origin),
      flagAppInstallation: () => effects.flagAppInstallation(),
      refreshRelease: (_, { releaseId }) => effects.refreshRelease(releaseId),
    },
  });
}

/** Runs the session guard on every route change (spec 2.2 and the two-factor rule of spec 4). */
export function useSessionGuard(effects: SessionGuardEffects = browserSessionEffects): SessionGuardActorRef {
  const navigate = useNavigate();
  const location = useLocation();
  const [logic] = useState(() => provideSessionGuard(effects, (to) => void navigate(to, { replace: true })));
  const actorRef = useActorRef(logic);
  useEffect(() => {
    actorRef.send({
      type: 'ROUTE_CHANGED',
      path: location.pathname,
      search: location.search,
      storage: effects.readStorage(),
      currentReleaseId: effects.releaseId(),
    });
    // location.key: a navigation to the same address is a route change too.
  }, [actorRef, effects, location.pathname, location.search, location.key]);
  return actorRef;
}

/** Put around every route (src/RootLayout.tsx) so the guard sees public routes as well. */
export function SessionGuardProvider({ children, effects }: { children: ReactNode; effects?: SessionGuardEffects }) {
  const actorRef = useSessionGuard(effects);
  return <SessionGuardContext.Provider value={actorRef}>{children}</SessionGuardContext.Provider>;
}
