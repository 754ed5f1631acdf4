import { useMemo, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Input, Label, SearchField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { commonTexts } from '../../../machines/shared/text';
import type { Bot } from '../../../services/contracts/assistants';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { LoadError } from '../../kit/LoadError';
import { SelectField } from '../../kit/SelectField';
import { useResource } from '../../kit/useResource';
import { useText } from '../../kit/useText';
import { useCompanyList } from '../companies/useCompanyList';
import { designerPath } from '../guide/guideLogic';
import { AddAssistantPopup } from './AddAssistantPopup';
import { AssistantCard } from './AssistantCard';
import { ALL_COMPANIES, ASSISTANT_SORTS, listAssistants, type AssistantSort } from './assistantsListing';
import './assistants.css';

/** /assistants (spec 2.13): search, company filter, four sorts, the entries and ADD NEW ASSISTANT (a new assistant opens in the designer). */
export default function AssistantsPage() {
  const { t, i18n } = useTranslation('assistants');
  const text = useText(['assistants', 'common']);
  const client = useApolloClient();
  const { assistants } = useConsoleActors();
  const bots = useResource<Bot[], { companyId: null }>({ companyId: null }, (q, signal) => assistants.fetchBots(q, { signal, client }), {
    failureKey: commonTexts.other,
    emptyOnNone: true,
  });
  const companies = useCompanyList();
  const [search, setSearch] = useState('');
  const [companyId, setCompanyId] = useState(ALL_COMPANIES);
  const [sort, setSort] = useState<AssistantSort>('newest');
  const navigate = useNavigate();
  const shown = useMemo(() => listAssistants(bots.data ?? [], { search, companyId, sort }, i18n.language), [bots.data, search, companyId, sort, i18n.language]);
  const companyOptions = [{ id: ALL_COMPANIES, label: t('filter.all') }, ...(companies.data ?? []).map((c) => ({ id: c.id, label: c.name }))];
  return (
    <div className="assistants">
      <header className="assistants-header">
        <h1 className="page-title">{t('title')}</h1>
        <AddAssistantPopup
          companies={companies.data ?? []}
          onCreated={(created) => {
            bots.refresh();
            navigate(designerPath({ id: created.id, fromTemplate: created.fromTemplate, template: created.template, firstLogin: false }));
          }}
        />
      </header>
      <div className="assistants-toolbar">
        <SearchField className="field search-field" value={search} onChange={setSearch}>
          <Label>{t('search.label')}</Label>
          <Input placeholder={t('search.placeholder')} />
        </SearchField>
        <SelectField label={t('filter.label')} options={companyOptions} value={companyId} onChange={setCompanyId} />
        <SelectField
          label={t('sort.label')}
          options={ASSISTANT_SORTS.map((id) => ({ id, label: t(`sort.${id}`) }))}
          value={sort}
          onChange={(value) => setSort(value as AssistantSort)}
        />
      </div>
      {companies.status === 'failed' ? <LoadError message={text(companies.error)} retryLabel={t('retry')} onRetry={companies.reload} /> : null}
      {bots.status === 'loading' ? (
        <p className="muted" role="status">
          {t('loading')}
        </p>
      ) : bots.status === 'failed' ? (
        <LoadError message={text(bots.error)} retryLabel={t('retry')} onRetry={bots.reload} />
      ) : shown.length === 0 ? (
        <p className="muted">{bots.status === 'empty' ? t('empty') : t('noMatch')}</p>
      ) : (
        <ul className="assistant-grid" aria-label={t('title')}>
          {shown.map((bot) => (
            <AssistantCard key={bot.id} bot={bot} />
          ))}
        </ul>
      )}
    </div>
  );
}
