import { useSearchParams } from 'react-router-dom';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { BotLogsView } from './BotLogsView';

/** /reporting/analysis/botlogs?id=<conversation>&companyId=<company> (opened from the Conversations screen in a new tab). */
export default function BotLogsPage() {
  const [params] = useSearchParams();
  const { conversations } = useConsoleActors();
  return (
    <BotLogsView
      conversationId={params.get('id') || null}
      companyId={params.get('companyId') ?? params.get('companyID')}
      load={(id, signal) => conversations.fetchConversationMessages(id, { signal })}
    />
  );
}
