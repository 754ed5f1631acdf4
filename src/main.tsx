import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readConsoleConfig } from '../services/consoleConfig';
import { setDeveloperMode } from '../ui/inspector/inspection';
import { preloadAccountCalls } from './app/accountActors';
import { initI18n } from './i18n';
import { App } from './App';
import '../ui/kit/theme.css';

setDeveloperMode(readConsoleConfig().devMode);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

void initI18n().then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // The sign-in calls are not in the first bundle: they load once the page has drawn, before a person can send the form.
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
  idle(() => preloadAccountCalls());
});
