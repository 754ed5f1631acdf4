import { useState } from 'react';
import { useInspectedActorRef as useActorRef } from '../../inspector/inspection';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { provideForgotPasswordMachine } from './passwordLogic';
import { ForgotPasswordView } from './ForgotPasswordView';

/** /forget: the forgot-password machine with the console's call. */
export default function ForgotPasswordPage() {
  const actors = useConsoleActors();
  const [logic] = useState(() => provideForgotPasswordMachine(actors));
  const actorRef = useActorRef(logic);
  return <ForgotPasswordView actorRef={actorRef} />;
}
