import { useState } from 'react';
import { useInspectedActorRef as useActorRef } from '../../inspector/inspection';
import { Navigate, useNavigate } from 'react-router-dom';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { provideTwoFactorSetupMachine } from './twoFactorLogic';
import { TwoFactorSetupView } from './TwoFactorSetupView';

function SetupWithSession() {
  const navigate = useNavigate();
  const actors = useConsoleActors();
  const [logic] = useState(() => provideTwoFactorSetupMachine(() => void navigate(actors.session.takeFirstLogin() ? '/guide?firstLogin=true' : '/', { replace: true }), actors));
  const actorRef = useActorRef(logic);
  return <TwoFactorSetupView actorRef={actorRef} />;
}

/** /2fa/setup: needs the pending token of a sign-in; without one the user goes to /login. */
export default function TwoFactorSetupPage() {
  const { session } = useConsoleActors();
  const [hasToken] = useState(() => session.getToken() !== null);
  return hasToken ? <SetupWithSession /> : <Navigate to="/login" replace />;
}
