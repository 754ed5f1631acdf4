import { useSearchParams } from 'react-router-dom';
import { fetchConversationInspection } from '../../../services/conversationInspect';
import { ConversationInspectorView } from './ConversationInspectorView';

/** /conversation-inspector?id=<conversation>&companyId=<optional> (opened from the Conversations screen or the test chat). */
export default function ConversationInspectorPage() {
  const [params] = useSearchParams();
  return (
    <ConversationInspectorView
      conversationId={params.get('id') || null}
      companyId={params.get('companyId') || null}
      load={(id, companyId, signal) => fetchConversationInspection(id, { companyId, signal })}
    />
  );
}
