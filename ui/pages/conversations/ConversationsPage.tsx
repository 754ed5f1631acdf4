import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { serverCalls } from './calls';
import { CompanyPicker } from './CompanyPicker';
import { ConversationsScreen } from './ConversationsScreen';
import { localDay } from './format';
import './conversations.css';

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
      <ConversationsScreen key={companyId} companyId={companyId} today={localDay(new Date())} calls={calls} />
    </>
  );
}
