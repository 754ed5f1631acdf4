import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './i18n';
import { App } from './App';
import '../ui/kit/theme.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

void initI18n().then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
