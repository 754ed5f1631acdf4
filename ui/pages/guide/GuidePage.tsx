import { useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useInspectedActorRef as useActorRef } from '../../inspector/inspection';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { ConsoleApolloProvider } from '../../app/ConsoleApolloProvider';
import { AssistantWizard } from '../../assistantWizard/AssistantWizard';
import { provideGuideMachine } from './guideLogic';
import { keepGuideProgress, restoredGuide } from './guideProgress';
import { GuideView, type ChatbotSlot } from './GuideView';

function Guide() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const actors = useConsoleActors();
  const client = useApolloClient();
  const { session } = actors;
  const [user] = useState(session.getUserInfo);
  const [logic] = useState(() =>
    provideGuideMachine({ userEmail: session.getToken() ? user?.email : undefined, navigate: (path) => void navigate(path, { replace: true }) }, actors, client),
  );
  const [resumed] = useState(() => (session.getToken() ? restoredGuide(user?.id) : undefined));
  const actorRef = useActorRef(logic, {
    input: { firstLogin: params.get('firstLogin') === 'true', userEmail: user?.email, userId: user?.id },
    ...(resumed ? { snapshot: resumed } : {}),
  });
  useEffect(() => keepGuideProgress(actorRef, user?.id), [actorRef, user?.id]);
  const [chatbot] = useState<ChatbotSlot>(() => ({ companyId, onCreated }: Parameters<ChatbotSlot>[0]) => (
    <AssistantWizard companyId={companyId} firstTime={params.get('firstLogin') === 'true'} onCreated={onCreated} />
  ));
  return <GuideView actorRef={actorRef} chatbot={chatbot} />;
}

/**
 * /guide: outside the shell, with its own full-screen layout. The session guard counts
 * /guide among the public routes (spec 2.1), so the guide checks the session itself: with
 * no token or no e-mail in the stored user info, its machine sends the user to /login.
 */
export default function GuidePage() {
  return (
    <ConsoleApolloProvider>
      <Guide />
    </ConsoleApolloProvider>
  );
}
