import { useTranslation } from 'react-i18next';
import NotFoundPage from '../pages/error/NotFoundPage';
import { InspectorPanel } from './InspectorPanel';
import { InspectorSwitches } from './InspectorSwitches';
import { pageInspection, pageSettings } from './inspection';

/** /inspector: public (a developer watches the login too), and only in developer mode; elsewhere the not-found page. */
export default function InspectorPage() {
  const { t } = useTranslation('inspector');
  // The page's own store: it listens to the other tabs even when this tab records nothing itself.
  const store = pageInspection({ devMode: pageSettings().devMode, recording: true });
  if (!store) return <NotFoundPage />;
  return (
    <main className="inspector-page">
      <h1>{t('title')}</h1>
      <InspectorSwitches />
      <InspectorPanel store={store} />
    </main>
  );
}

