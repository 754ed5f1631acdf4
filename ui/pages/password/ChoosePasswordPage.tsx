import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useInspectedActorRef as useActorRef } from '../../inspector/inspection';
import { getToken } from '../../../services/session';
import { ChoosePasswordView } from './ChoosePasswordView';
import { provideChoosePasswordMachine } from './passwordLogic';

function ChooseWithSession() {
  const navigate = useNavigate();
  const [logic] = useState(() => provideChoosePasswordMachine({ navigate: (path) => void navigate(path, { replace: true }) }));
  const actorRef = useActorRef(logic);
  return <ChoosePasswordView actorRef={actorRef} />;
}

/** /choose-password: needs the token of a sign-in with a generated password; without one the user goes to /login. */
export default function ChoosePasswordPage() {
  const [hasToken] = useState(() => getToken() !== null);
  return hasToken ? <ChooseWithSession /> : <Navigate to="/login" replace />;
}
