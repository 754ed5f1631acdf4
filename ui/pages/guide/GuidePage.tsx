import { useState } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { useActorRef } from '@xstate/react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { graphqlClient } from '../../../services/graphql';
import { getUserInfo } from '../../../services/session';
import { RequireSession } from '../../../src/RequireSession';
import { AssistantWizard } from '../../assistantWizard/AssistantWizard';
import { provideGuideMachine } from './guideLogic';
import { GuideView, type ChatbotSlot } from './GuideView';

function Guide() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [user] = useState(getUserInfo);
  const [logic] = useState(() =>
    provideGuideMachine({ userEmail: user?.email, navigate: (path) => void navigate(path, { replace: true }) }),
  );
  const actorRef = useActorRef(logic, {
    input: { firstLogin: params.get('firstLogin') === 'true', userEmail: user?.email, userId: user?.id },
  });
  const [chatbot] = useState<ChatbotSlot>(() => ({ companyId, onCreated }: Parameters<ChatbotSlot>[0]) => (
    <AssistantWizard companyId={companyId} firstTime={params.get('firstLogin') === 'true'} onCreated={onCreated} />
  ));
  return <GuideView actorRef={actorRef} chatbot={chatbot} />;
}

/** /guide: a signed-in page outside the shell, with its own full-screen layout. */
export default function GuidePage() {
  const [client] = useState(graphqlClient);
  return (
    <RequireSession>
      <ApolloProvider client={client}>
        <Guide />
      </ApolloProvider>
    </RequireSession>
  );
}
