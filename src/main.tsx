import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readConsoleConfig } from '../services/consoleConfig';
import { setDeveloperMode } from '../ui/inspector/inspection';
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
});
