import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useInspectedActorRef as useActorRef } from '../../inspector/inspection';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { ChoosePasswordView } from './ChoosePasswordView';
import { provideChoosePasswordMachine } from './passwordLogic';

function ChooseWithSession() {
  const navigate = useNavigate();
  const actors = useConsoleActors();
  const [logic] = useState(() => provideChoosePasswordMachine({ navigate: (path) => void navigate(path, { replace: true }) }, actors));
  const actorRef = useActorRef(logic);
  return <ChoosePasswordView actorRef={actorRef} />;
}

/** /choose-password: needs the token of a sign-in with a generated password; without one the user goes to /login. */
export default function ChoosePasswordPage() {
  const { session } = useConsoleActors();
  const [hasToken] = useState(() => session.getToken() !== null);
  return hasToken ? <ChooseWithSession /> : <Navigate to="/login" replace />;
}
