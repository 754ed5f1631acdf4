import { useState } from 'react';
import { useInspectedActorRef as useActorRef } from '../../inspector/inspection';
import { useNavigate } from 'react-router-dom';
import { provideWelcomeMachine, welcomeInput } from './welcomeLogic';
import { WelcomeView } from './WelcomeView';

/** /welcome: the welcome machine with the real resend call; no stored address sends the visitor to /register. */
export default function WelcomePage() {
  const navigate = useNavigate();
  const [input] = useState(welcomeInput);
  const [logic] = useState(() =>
    provideWelcomeMachine({
      navigate: (path) => void navigate(path, { replace: true }),
      openTab: (url) => void window.open(url, '_blank', 'noopener,noreferrer'),
    }),
  );
  const actorRef = useActorRef(logic, { input });
  return <WelcomeView actorRef={actorRef} />;
}
