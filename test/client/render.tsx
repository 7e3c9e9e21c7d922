import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { DEFAULT_PUBLIC_CONFIG, type PublicConfig } from '../../common/publicConfig';
import { PublicConfigContext } from '../../src/app/PublicConfigContext';
import { routes as appRoutes } from '../../src/app/router';
import { makeStore, type RootState } from '../../src/app/store';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<RootState>;
  /** The URL the memory router starts at. */
  route?: string;
  config?: Partial<PublicConfig>;
  /** Options for userEvent.setup(), e.g. { advanceTimers: jest.advanceTimersByTime } with fake timers. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

/** A signed-in session for preloadedState. */
export function signedIn(user: Record<string, unknown> = {}, token = 'test-token'): Partial<RootState> {
  return {
    session: { status: 'ready', token, user: { _id: 'a'.repeat(24), username: 'player1', email: 'player1@example.com', role: 'user', ...user } },
  };
}

export const signedOut: Partial<RootState> = { session: { status: 'ready', token: null, user: null } };

/** Renders a component inside a fresh store and memory router, as the app would. */
export function renderWithProviders(ui: ReactElement, { preloadedState, route = '/', config, userOptions, ...options }: Options = {}) {
  const store = makeStore(preloadedState ?? signedOut);
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [route] });
  return renderRouter(store, router, { config, userOptions, ...options });
}

/** Renders the whole app (every route, the layout) at a URL. */
export function renderApp({ preloadedState, route = '/', config, userOptions, ...options }: Options = {}) {
  const store = makeStore(preloadedState ?? signedOut);
  const router = createMemoryRouter(appRoutes as RouteObject[], { initialEntries: [route] });
  return renderRouter(store, router, { config, userOptions, ...options });
}

function renderRouter(
  store: ReturnType<typeof makeStore>,
  router: ReturnType<typeof createMemoryRouter>,
  { config, userOptions, ...options }: Pick<Options, 'config' | 'userOptions'> & Omit<RenderOptions, 'wrapper'>,
) {
  const user = userEvent.setup(userOptions);
  const result = render(
    <PublicConfigContext.Provider value={{ ...DEFAULT_PUBLIC_CONFIG, ...config }}>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </PublicConfigContext.Provider>,
    options,
  );
  return { store, router, user, ...result };
}
