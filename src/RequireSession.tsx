import { useContext, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { SessionGuardContext, SessionGuardProvider, type SessionGuardActorRef } from './sessionGuard';

function SessionGate({ actorRef, children }: { actorRef: SessionGuardActorRef; children: ReactNode }) {
  const { t } = useTranslation('shell');
  const allowed = useSelector(actorRef, (s) => s.matches('allowed'));
  if (!allowed) {
    return (
      <p className="session-checking" role="status">
        {t('session.checking')}
      </p>
    );
  }
  return <>{children}</>;
}

/**
 * The signed-in routes' guard: renders its children only while the session guard
 * machine says the visit is allowed; otherwise the machine has sent the browser to
 * /login (origin remembered) or is about to decide. Uses the app's shared guard when
 * RootLayout provides one, else runs its own.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const shared = useContext(SessionGuardContext);
  if (shared) return <SessionGate actorRef={shared}>{children}</SessionGate>;
  return (
    <SessionGuardProvider>
      <RequireSession>{children}</RequireSession>
    </SessionGuardProvider>
  );
}
