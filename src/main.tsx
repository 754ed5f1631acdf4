import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { readConsoleConfig } from '../services/consoleConfig';
import { setDeveloperMode } from '../ui/inspector/inspection';
import { sayLateTexts } from '../ui/kit/pageTexts';
import { preloadAccountCalls } from './app/accountActors';
import { initI18n } from './i18n';
import { App } from './App';
import { routes, textsOf } from './routes';
import '../ui/kit/theme.css';

const { devMode } = readConsoleConfig();
setDeveloperMode(devMode);
// A page that waits for texts its route did not load is held back (see ui/kit/pageTexts.ts): say which.
if (devMode) sayLateTexts((namespace) => console.error(`A page waited for the texts "${namespace}": load them with its code (its route's texts in src/routes.tsx).`));

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// The texts (the console's and the first page's) start loading first, then the router starts
// loading the page's code beside them, not after them.
const texts = initI18n(textsOf(window.location.pathname));
const router = createBrowserRouter(routes);

void texts.then(() => {
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
  // The sign-in calls are not in the first bundle: they load once the page has drawn, before a person can send the form.
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
  idle(() => preloadAccountCalls());
});
