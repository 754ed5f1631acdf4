import { useTranslation } from 'react-i18next';
import type { PagesFormProps } from './formProps';
import { PagesForm } from './pages/PagesForm';

/** Facebook pages: log in with Facebook, tick the pages (one channel each); update: handover receiver and reconnect. */
export function FacebookForm(props: PagesFormProps) {
  const { t } = useTranslation('channels');
  return <PagesForm {...props} intro={t('pages.facebookIntro')} />;
}
