import { useState } from 'react';
import { useInspectedActorRef as useActorRef } from '../../inspector/inspection';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { useConsoleConfig } from '../../app/ConsoleConfigContext';
import { provideRegisterMachine, registerInput } from './registerLogic';
import { RegisterView } from './RegisterView';

/** /register: the register machine with the console's actors and navigation. */
export default function RegisterPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const actors = useConsoleActors();
  const config = useConsoleConfig();
  const [input] = useState(() => registerInput(search));
  const [logic] = useState(() =>
    provideRegisterMachine(
      {
        navigate: (path) => void navigate(path),
        goToUrl: (url) => window.location.assign(url),
        config,
      },
      actors,
    ),
  );
  const actorRef = useActorRef(logic, { input });
  return <RegisterView actorRef={actorRef} />;
}
