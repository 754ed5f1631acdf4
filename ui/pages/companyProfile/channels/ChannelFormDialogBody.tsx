import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyActorRef } from 'xstate';
import type { OpenForm } from '../../../../machines/channels/channelList.machine';
import type { TextRef } from '../../../../machines/shared/text';
import { Banner } from '../../../kit/Banner';
import { Button } from '../../../kit/Button';
import { useText } from '../../../kit/useText';

/** The open form, its company, and what a save tells the list. */
export type FormBodyProps = { open: OpenForm; companyId: string; onSaved: () => void };

/** What the reading part asks of a form's actor: the reading tags, the failure and RETRY. */
type ReadingActor = Pick<AnyActorRef, 'subscribe'> & {
  getSnapshot(): { hasTag(tag: 'loading' | 'loadFailed'): boolean; context: { error: TextRef | null } };
  send(event: { type: 'RETRY' }): void;
};

/** Reading (the assistants or the channel), or its failure with a retry; else the form. */
export function Loaded({ actor, form }: { actor: ReadingActor; form: ReactNode }) {
  const { t } = useTranslation('channels');
  const text = useText(['channels', 'common']);
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const failed = useSelector(actor, (s) => (s.hasTag('loadFailed') ? s.context.error : null));
  if (loading) return <p role="status">{t('loading')}</p>;
  if (failed)
    return (
      <>
        <Banner kind="error" message={text(failed)} />
        <Button onPress={() => actor.send({ type: 'RETRY' })}>{t('retry')}</Button>
      </>
    );
  return <>{form}</>;
}
