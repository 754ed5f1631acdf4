import { useTranslation } from 'react-i18next';
import NotFoundPage from '../pages/error/NotFoundPage';
import { InspectorPanel } from './InspectorPanel';
import { InspectorSwitches } from './InspectorSwitches';
import { viewerInspection } from './inspection';

/** /inspector: public (a developer watches the login too), and only in developer mode; elsewhere the not-found page. */
export default function InspectorPage() {
  const { t } = useTranslation('inspector');
  const store = viewerInspection();
  if (!store) return <NotFoundPage />;
  return (
    <main className="inspector-page">
      <h1>{t('title')}</h1>
      <InspectorSwitches />
      <InspectorPanel store={store} />
    </main>
  );
}
