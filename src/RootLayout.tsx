import { lazy, Suspense } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useHref, useLocation, useNavigate, type NavigateOptions } from 'react-router-dom';
import { showsInspectorToggle } from '../ui/inspector/togglePages';
import { Toasts } from '../ui/kit/Toasts';
import { BrowserAlert } from '../ui/shell/BrowserAlert';
import { useConsoleConfig } from '../ui/app/ConsoleConfigContext';
import { loadTexts } from './i18n';
import { PageLoading } from './PageLoading';
import { SessionGuardProvider } from './sessionGuard';
import { useHttpPolicyEffects } from './useHttpPolicyEffects';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/** The inspector's floating toggle: loaded only in developer mode. */
const InspectorToggle = lazy(() => Promise.all([import('../ui/inspector/InspectorToggle'), loadTexts(['inspector'])]).then(([module]) => module));

/** Wraps every route: react-aria links use the router, toasts, the browser alert, the network policy's effects and the session guard (every route change). */
export function RootLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useHttpPolicyEffects();
  const { devMode } = useConsoleConfig();
  return (
    <AriaRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      <BrowserAlert />
      <SessionGuardProvider>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </SessionGuardProvider>
      <Toasts />
      {devMode && showsInspectorToggle(pathname) && (
        <Suspense fallback={null}>
          <InspectorToggle />
        </Suspense>
      )}
    </AriaRouterProvider>
  );
}
