import { useState } from 'react';
import { useInspectedActorRef as useActorRef } from '../../inspector/inspection';
import { provideForgotPasswordMachine } from './passwordLogic';
import { ForgotPasswordView } from './ForgotPasswordView';

/** /forget: the forgot-password machine with the real call. */
export default function ForgotPasswordPage() {
  const [logic] = useState(provideForgotPasswordMachine);
  const actorRef = useActorRef(logic);
  return <ForgotPasswordView actorRef={actorRef} />;
}
