import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { useInspectedActorRef as useActorRef } from '../../inspector/inspection';
import { Button } from '../../kit/Button';
import { TextField } from '../../kit/TextField';
import { useText } from '../../kit/useText';
import { useOutcomeToast } from '../popups/useOutcomeToast';
import { provideDirectLink } from './provideInstagramTools';
import { ToolDialog } from './ToolDialog';

/** The ig.me direct link generator: the account's link with the referral typed, and a button to copy it. */
export function DirectLinkPopup({ channelId, onClose }: { channelId: string; onClose: () => void }) {
  const { t } = useTranslation('channels');
  const text = useText(['channels', 'common']);
  const { channels } = useConsoleActors();
  const [logic] = useState(() => provideDirectLink(channels));
  const actor = useActorRef(logic, { input: { channelId } });
  const state = useSelector(actor, (s) => s);
  const closed = state.matches('closed');
  useOutcomeToast(closed, state.context.outcome, onClose);
  if (closed) return null;
  const { referral, link, referralProblem, notice } = state.context;
  const ready = state.matches('editing') || state.matches('copying');
  return (
    <ToolDialog
      title={t('instagram.directLinkTitle')}
      help={t('instagram.directLinkHelp')}
      loading={!ready}
      canClose={state.can({ type: 'CLOSE' })}
      onClose={() => actor.send({ type: 'CLOSE' })}
    >
      {ready ? (
        <>
          <TextField
            label={t('instagram.referral')}
            value={referral}
            isDisabled={!state.matches('editing')}
            errorMessage={referralProblem ? text(referralProblem) : undefined}
            onChange={(value) => actor.send({ type: 'REFERRAL_CHANGED', value })}
          />
          {link ? (
            <code dir="ltr" className="instagram-link" aria-label={t('instagram.link')}>
              {link}
            </code>
          ) : null}
          <p role="status" className={notice?.kind === 'error' ? 'instagram-problem' : undefined}>
            {notice ? text(notice.text) : ''}
          </p>
        </>
      ) : null}
      <div className="dialog-actions">
        <Button variant="secondary" isDisabled={!state.can({ type: 'CLOSE' })} onPress={() => actor.send({ type: 'CLOSE' })}>
          {t('close')}
        </Button>
        <Button isDisabled={!state.can({ type: 'COPY' })} onPress={() => actor.send({ type: 'COPY' })}>
          {t('instagram.copyLink')}
        </Button>
      </div>
    </ToolDialog>
  );
}
