import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { InstagramTools } from '../instagram/InstagramTools';
import type { PagesFormProps } from './formProps';
import { PagesForm } from './pages/PagesForm';

/**
 * Instagram accounts through their Facebook pages (a page needs an Instagram business account);
 * update as Facebook, plus the account's persistent menu, ice breakers and direct link.
 */
export function InstagramForm(props: PagesFormProps) {
  const { t } = useTranslation('channels');
  const channelId = useSelector(props.actor, (s) => (s.context.mode === 'update' ? s.context.channelId : null));
  return (
    <>
      <PagesForm {...props} intro={t('pages.instagramIntro')} />
      {channelId ? <InstagramTools channelId={channelId} /> : null}
    </>
  );
}
