import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { createMemoryRouter, Outlet, RouterProvider, useHref, useLocation, useNavigate, type RouteObject } from 'react-router-dom';
import type { ConsoleActors } from '../app/consoleActors';
import { WithActors } from './consoleActors';

/** Shows where the router is, so tests can assert navigation by what the user would see. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" hidden>
      {location.pathname + location.search}
    </output>
  );
}

/** What src/RootLayout gives every page that matters to a test: react-aria links on the router. */
function TestLayout() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      <LocationProbe />
      <Outlet />
    </AriaRouterProvider>
  );
}

export type RenderRouteOptions = {
  /** The route pattern the element is mounted at, e.g. '/reset/:token'. */
  path: string;
  /** The address the test starts at (defaults to `path`). */
  at?: string;
  /** Other routes, e.g. `{ path: '/login', element: <p>login page</p> }`. */
  routes?: RouteObject[];
  /** The actors the pages find (the browser's by default, see consoleActorsForTest). */
  actors?: ConsoleActors;
};

export type RenderRouteResult = RenderResult & {
  router: ReturnType<typeof createMemoryRouter>;
  /** The current path and query string. */
  location: () => string;
};

/** Renders one page inside a memory router; other paths render a marker naming the path. */
export function renderRoute(element: ReactNode, { path, at, routes = [], actors }: RenderRouteOptions): RenderRouteResult {
  const router = createMemoryRouter(
    [
      {
        element: <TestLayout />,
        children: [{ path, element }, ...routes, { path: '*', element: <p>page at another path</p> }],
      },
    ],
    { initialEntries: [at ?? path] },
  );
  const result = render(
    <WithActors actors={actors}>
      <RouterProvider router={router} />
    </WithActors>,
  );
  const location = () => router.state.location.pathname + router.state.location.search;
  return { ...result, router, location };
}
