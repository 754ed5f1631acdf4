import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../kit/Button';
import { Checkbox } from '../../../kit/Checkbox';
import { SelectField } from '../../../kit/SelectField';
import type { PagesFormActor } from '../formProps';

/** The person's pages with a tick each, Load more while Graph has more, the assistant, and Connect (one channel per ticked page). */
export function PageChoice({ actor }: { actor: PagesFormActor }) {
  const { t } = useTranslation('channels');
  const pages = useSelector(actor, (s) => s.context.pages);
  const chosen = useSelector(actor, (s) => s.context.chosen);
  const more = useSelector(actor, (s) => s.context.after !== null);
  const busy = useSelector(actor, (s) => !s.hasTag('editing'));
  const assistants = useSelector(actor, (s) => s.context.assistants);
  const botId = useSelector(actor, (s) => s.context.botId);
  const progress = useSelector(actor, (s) =>
    s.matches('checkingUsage') || s.matches('addingPage') ? { done: s.context.addedPages.length, total: s.context.addedPages.length + s.context.queue.length } : null,
  );
  return (
    <div className="channel-form">
      <fieldset className="page-choice">
        <legend>{t('pages.choose')}</legend>
        <ul className="page-list">
          {pages.map((page) => (
            <li key={page.id}>
              <Checkbox isSelected={chosen.includes(page.id)} isDisabled={busy} onChange={() => actor.send({ type: 'PAGE_TOGGLED', pageId: page.id })}>
                {page.name}
              </Checkbox>
            </li>
          ))}
        </ul>
        {more ? (
          <Button variant="secondary" isDisabled={busy} onPress={() => actor.send({ type: 'LOAD_MORE' })}>
            {t('pages.loadMore')}
          </Button>
        ) : null}
      </fieldset>
      <SelectField
        label={t('form.assistant')}
        placeholder={t('form.assistantPlaceholder')}
        options={assistants.map((a) => ({ id: a.id, label: a.name }))}
        value={botId === '' ? null : botId}
        isDisabled={busy}
        onChange={(id) => actor.send({ type: 'ASSISTANT_CHOSEN', botId: id })}
      />
      {progress ? <p role="status">{t('pages.progress', { done: progress.done + 1, total: progress.total })}</p> : null}
      <Button isDisabled={busy} onPress={() => actor.send({ type: 'CONNECT' })}>
        {t('form.connect')}
      </Button>
    </div>
  );
}
