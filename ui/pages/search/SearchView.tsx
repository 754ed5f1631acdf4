import { useActorRef, useSelector } from '@xstate/react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Header, Input, Label, ListBox, ListBoxItem, ListBoxSection, SearchField, Text } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { fromPromise, type SimulatedClock } from 'xstate';
import { searchMachine } from '../../../machines/search/search.machine';
import { SEARCH_KINDS, SEARCH_MAX_LENGTH, type SearchHit, type SearchKind } from '../../../services/contracts/search';
import { LoadError } from '../../kit/LoadError';
import { useLatest } from '../../kit/useLatest';
import { useText } from '../../kit/useText';
import './search.css';

export type SearchCall = (text: string, signal: AbortSignal) => Promise<SearchHit[]>;

type Props = {
  search: SearchCall;
  /** Opens a result (Enter or a click on it). */
  onOpen: (hit: SearchHit) => void;
  /** A test's clock for the pause after typing. */
  clock?: SimulatedClock;
};

const keyOf = (hit: SearchHit) => `${hit.kind}:${hit.botId ?? ''}:${hit.id}`;

/** The search box and its results grouped by kind; ArrowDown moves from the box into the results. */
export function SearchView({ search, onOpen, clock }: Props) {
  const { t } = useTranslation('search');
  const text = useText(['search', 'common']);
  const latestSearch = useLatest(search);
  const [logic] = useState(() => searchMachine.provide({ actors: { search: fromPromise(({ input, signal }) => latestSearch.current(input.text, signal)) } }));
  const actor = useActorRef(logic, clock ? { clock } : {});
  const state = useSelector(actor, (s) => s);
  const { hits, searched, error } = state.context;
  const list = useRef<HTMLDivElement>(null);
  const byKey = new Map(hits.map((hit) => [keyOf(hit), hit]));
  const groups = SEARCH_KINDS.map((kind) => ({ kind, hits: hits.filter((hit) => hit.kind === kind) })).filter((group) => group.hits.length > 0);

  const intoResults = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' || hits.length === 0) return;
    event.preventDefault();
    list.current?.querySelector<HTMLElement>('[role="option"]')?.focus();
  };

  return (
    <div className="search-view">
      <SearchField
        className="search-field"
        value={state.context.text}
        onChange={(value) => actor.send({ type: 'TYPE', value })}
        onClear={() => actor.send({ type: 'CLEAR' })}
        aria-describedby="search-hint"
        autoFocus
      >
        <Label>{t('label')}</Label>
        <Input placeholder={t('placeholder')} maxLength={SEARCH_MAX_LENGTH + 1} onKeyDown={intoResults} />
        <Text slot="description" id="search-hint">
          {t('hint')}
        </Text>
      </SearchField>
      <div className="search-status" role="status" aria-live="polite">
        {state.matches('idle') ? <p className="muted">{t('idle')}</p> : null}
        {state.matches('searching') || state.matches('debouncing') ? <p className="muted">{t('searching')}</p> : null}
        {state.matches('empty') ? <p>{t('empty', { text: searched })}</p> : null}
        {state.matches('results') ? <p className="muted">{t('results', { text: searched, count: hits.length })}</p> : null}
        {state.matches('tooLong') ? <p className="search-error">{text(error)}</p> : null}
      </div>
      {state.matches('failed') ? <LoadError message={text(error)} retryLabel={t('retry')} onRetry={() => actor.send({ type: 'RETRY' })} /> : null}
      {hits.length > 0 ? (
        <ListBox
          ref={list}
          className="search-results"
          aria-label={t('resultsLabel')}
          selectionMode="none"
          onAction={(key) => {
            const hit = byKey.get(String(key));
            if (hit) onOpen(hit);
          }}
        >
          {groups.map((group) => (
            <ListBoxSection key={group.kind} id={group.kind} className="search-group">
              <Header className="search-group-title">{t(`kinds.${group.kind}`)}</Header>
              {group.hits.map((hit) => (
                <ListBoxItem key={keyOf(hit)} id={keyOf(hit)} textValue={titleOf(hit, t)} className="search-hit">
                  <Text slot="label" className="search-hit-title">
                    {titleOf(hit, t)}
                  </Text>
                  <Text slot="description" className="muted">
                    {detailOf(hit, t)}
                  </Text>
                </ListBoxItem>
              ))}
            </ListBoxSection>
          ))}
        </ListBox>
      ) : null}
    </div>
  );
}

type T = TFunction<'search'>;

function titleOf(hit: SearchHit, t: T): string {
  if (hit.kind === 'conversation' && hit.title === '') return t('hit.unnamedClient', { id: hit.id.slice(0, 8) });
  return hit.title;
}

function detailOf(hit: SearchHit, t: T): string {
  const kind: SearchKind = hit.kind;
  switch (kind) {
    case 'company':
      return t('hit.company');
    case 'assistant':
      return t('hit.assistant', { company: hit.companyName });
    case 'conversation':
      return hit.botName
        ? t('hit.conversation', { assistant: hit.botName, company: hit.companyName, id: hit.id })
        : t('hit.conversationNoBot', { company: hit.companyName, id: hit.id });
    case 'module':
      return t('hit.module', { type: hit.detail ?? '', assistant: hit.botName ?? '', company: hit.companyName });
  }
}
