import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../kit/Button';
import type { PagesFormProps } from '../formProps';
import { PageChoice } from './PageChoice';
import { PagesMessages } from './PagesMessages';
import { ReceiverChoice } from './ReceiverChoice';

/**
 * The Facebook or Instagram form (spec 02 sections 2 and 4): create logs in with Facebook (a
 * popup), then lists the pages to tick; update chooses the handover receiver and reconnects.
 * `intro` is the kind's own explanation.
 */
export function PagesForm({ actor, devMode, intro }: PagesFormProps & { intro: string }) {
  const { t } = useTranslation('channels');
  const mode = useSelector(actor, (s) => s.context.mode);
  const logIn = useSelector(actor, (s) => s.matches('creatingIntegration') || s.matches('loggingIn') || s.matches('fetchingPages'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  return (
    <div className="pages-form">
      <PagesMessages actor={actor} />
      {mode === 'update' ? (
        <ReceiverChoice actor={actor} />
      ) : logIn ? (
        <>
          <p>{intro}</p>
          {devMode ? <p className="muted">{t('pages.sandbox')}</p> : null}
          <Button isDisabled={busy} onPress={() => actor.send({ type: 'LOGIN' })}>
            {t('pages.logIn')}
          </Button>
        </>
      ) : (
        <PageChoice actor={actor} />
      )}
      {busy ? <p role="status">{t('loading')}</p> : null}
    </div>
  );
}
