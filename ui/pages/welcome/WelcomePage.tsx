import { useState } from 'react';
import { useInspectedActorRef as useActorRef } from '../../inspector/inspection';
import { useNavigate } from 'react-router-dom';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { provideWelcomeMachine, welcomeInput } from './welcomeLogic';
import { WelcomeView } from './WelcomeView';

/** /welcome: the welcome machine with the console's resend call; no stored address sends the visitor to /register. */
export default function WelcomePage() {
  const navigate = useNavigate();
  const actors = useConsoleActors();
  const [input] = useState(() => welcomeInput(actors));
  const [logic] = useState(() =>
    provideWelcomeMachine(
      {
        navigate: (path) => void navigate(path, { replace: true }),
        openTab: (url) => void window.open(url, '_blank', 'noopener,noreferrer'),
      },
      actors,
    ),
  );
  const actorRef = useActorRef(logic, { input });
  return <WelcomeView actorRef={actorRef} />;
}
