import { useState } from 'react';
import { useInspectedActorRef as useActorRef } from '../../inspector/inspection';
import { Navigate, useNavigate } from 'react-router-dom';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { provideTwoFactorVerifyMachine } from './twoFactorLogic';
import { TwoFactorVerifyView } from './TwoFactorVerifyView';

function VerifyWithSession() {
  const navigate = useNavigate();
  const actors = useConsoleActors();
  const [logic] = useState(() => provideTwoFactorVerifyMachine(() => void navigate('/', { replace: true }), actors));
  const actorRef = useActorRef(logic);
  return <TwoFactorVerifyView actorRef={actorRef} />;
}

/** /2fa/verify: needs the pending token of a sign-in; without one the user goes to /login. */
export default function TwoFactorVerifyPage() {
  const { session } = useConsoleActors();
  const [hasToken] = useState(() => session.getToken() !== null);
  return hasToken ? <VerifyWithSession /> : <Navigate to="/login" replace />;
}
