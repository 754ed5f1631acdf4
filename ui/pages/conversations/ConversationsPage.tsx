import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { serverCalls } from './calls';
import { CompanyPicker } from './CompanyPicker';
import { ConversationsScreen } from './ConversationsScreen';
import './conversations.css';

/** Today in the browser's time zone, as the date inputs read it. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * /conversations?companyId=: the company comes from the address (it is also the companyID
 * header of every call); without one, the user picks one of their companies and the choice
 * is kept in the address.
 */
export default function ConversationsPage() {
  const { t } = useTranslation('conversations');
  const client = useApolloClient();
  const [calls] = useState(() => serverCalls(client));
  const [params, setParams] = useSearchParams();
  const companyId = params.get('companyId') ?? params.get('companyID');
  const choose = (id: string) => {
    const next = new URLSearchParams(params);
    next.delete('companyID');
    next.set('companyId', id);
    setParams(next);
  };
  if (!companyId) {
    return (
      <section className="panel conversations-page" aria-labelledby="conversations-title">
        <h1 id="conversations-title" className="page-title">
          {t('title')}
        </h1>
        <CompanyPicker value={null} onChoose={choose} />
      </section>
    );
  }
  return (
    <>
      <CompanyPicker value={companyId} onChoose={choose} />
      <ConversationsScreen key={companyId} companyId={companyId} today={localToday()} calls={calls} />
    </>
  );
}
