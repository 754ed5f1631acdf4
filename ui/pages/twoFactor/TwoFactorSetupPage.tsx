import { useState } from 'react';
import { useInspectedActorRef as useActorRef } from '../../inspector/inspection';
import { Navigate, useNavigate } from 'react-router-dom';
import { getToken, takeFirstLogin } from '../../../services/session';
import { provideTwoFactorSetupMachine } from './twoFactorLogic';
import { TwoFactorSetupView } from './TwoFactorSetupView';

function SetupWithSession() {
  const navigate = useNavigate();
  const [logic] = useState(() => provideTwoFactorSetupMachine(() => void navigate(takeFirstLogin() ? '/guide?firstLogin=true' : '/', { replace: true })));
  const actorRef = useActorRef(logic);
  return <TwoFactorSetupView actorRef={actorRef} />;
}

/** /2fa/setup: needs the pending token of a sign-in; without one the user goes to /login. */
export default function TwoFactorSetupPage() {
  const [hasToken] = useState(() => getToken() !== null);
  return hasToken ? <SetupWithSession /> : <Navigate to="/login" replace />;
}
