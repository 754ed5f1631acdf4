import { useTranslation } from 'react-i18next';
import type { PagesFormProps } from './formProps';
import { PagesForm } from './pages/PagesForm';

/** Instagram accounts through their Facebook pages (a page needs an Instagram business account); update as Facebook. */
export function InstagramForm(props: PagesFormProps) {
  const { t } = useTranslation('channels');
  return <PagesForm {...props} intro={t('pages.instagramIntro')} />;
}
