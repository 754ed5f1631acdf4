import { useState } from 'react';
import { useInspectedActorRef as useActorRef } from '../../inspector/inspection';
import { useNavigate, useParams } from 'react-router-dom';
import { provideResetPasswordMachine } from './passwordLogic';
import { ResetPasswordView } from './ResetPasswordView';

/** /reset/:token: the reset-password machine with the real call; success goes to login. */
export default function ResetPasswordPage() {
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const [logic] = useState(() => provideResetPasswordMachine({ navigate: (path) => void navigate(path, { replace: true }) }));
  const actorRef = useActorRef(logic, { input: { token } });
  return <ResetPasswordView actorRef={actorRef} />;
}
