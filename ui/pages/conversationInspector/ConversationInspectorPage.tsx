import { useSearchParams } from 'react-router-dom';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { ConversationInspectorView } from './ConversationInspectorView';

/** /conversation-inspector?id=<conversation>&companyId=<optional> (opened from the Conversations screen or the test chat). */
export default function ConversationInspectorPage() {
  const [params] = useSearchParams();
  const { conversations } = useConsoleActors();
  return (
    <ConversationInspectorView
      conversationId={params.get('id') || null}
      companyId={params.get('companyId') || null}
      load={(id, companyId, signal) => conversations.fetchConversationInspection(id, { companyId, signal })}
    />
  );
}
