import { useState } from 'react';
import { useInspectedActorRef as useActorRef } from '../../inspector/inspection';
import { useNavigate, useParams } from 'react-router-dom';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { provideResetPasswordMachine } from './passwordLogic';
import { ResetPasswordView } from './ResetPasswordView';

/** /reset/:token: the reset-password machine with the console's call; success goes to login. */
export default function ResetPasswordPage() {
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const actors = useConsoleActors();
  const [logic] = useState(() => provideResetPasswordMachine({ navigate: (path) => void navigate(path, { replace: true }) }, actors));
  const actorRef = useActorRef(logic, { input: { token } });
  return <ResetPasswordView actorRef={actorRef} />;
}
