import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { serverCalls } from './calls';
import { ConversationsScreen } from './ConversationsScreen';
import { localDay } from '../../kit/localDay';
import './conversations.css';

/**
 * /conversations?companyId=: the conversations of the company the address names when the user
 * belongs to it, else of their first company, listed at once; the company filter switches.
 * The listed company is kept in the address (it is also the companyID header of every call).
 */
export default function ConversationsPage() {
  const client = useApolloClient();
  const actors = useConsoleActors();
  const [calls] = useState(() => serverCalls(actors, client));
  const [params, setParams] = useSearchParams();
  const requested = params.get('companyId') ?? params.get('companyID');
  const keepInAddress = (id: string) => {
    setParams(
      (current) => {
        if (current.get('companyId') === id && !current.has('companyID')) return current;
        const next = new URLSearchParams(current);
        next.delete('companyID');
        next.set('companyId', id);
        return next;
      },
      { replace: true },
    );
  };
  return <ConversationsScreen companyId={requested} onCompanyListed={keepInAddress} today={localDay()} calls={calls} />;
}
