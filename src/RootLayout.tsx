import { Suspense } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate, type NavigateOptions } from 'react-router-dom';
import { Toasts } from '../ui/kit/Toasts';
import { BrowserAlert } from '../ui/shell/BrowserAlert';
import { useHttpPolicyEffects } from './useHttpPolicyEffects';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/** Wraps every route: react-aria links use the router, toasts, the browser alert, and the network policy's effects. */
export function RootLayout() {
  const navigate = useNavigate();
  useHttpPolicyEffects();
  return (
    <AriaRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      <BrowserAlert />
      <Suspense fallback={<div className="page-loading" role="progressbar" aria-label="Loading" />}>
        <Outlet />
      </Suspense>
      <Toasts />
    </AriaRouterProvider>
  );
}
