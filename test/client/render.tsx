import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, type ReactNode, useLayoutEffect } from 'react';
import { Provider } from 'react-redux';
import { type Location, MemoryRouter, type NavigateFunction, Route, Routes, useLocation, useNavigate } from 'react-router';
import type { PublicConfig } from '../../common/contract/system';
import { DEFAULT_PUBLIC_CONFIG, PublicConfigContext } from '../../src/lib/publicConfig';
import { AppRoutes } from '../../src/app/router';
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
  const page = (
    <Routes>
      <Route path="*" element={ui} />
    </Routes>
  );
  return renderRouter(store, route, page, { config, userOptions, ...options });
}

/** Renders the whole app (every route, the layout) at a URL. */
export function renderApp({ preloadedState, route = '/', config, userOptions, ...options }: Options = {}) {
  const store = makeStore(preloadedState ?? signedOut);
  return renderRouter(store, route, <AppRoutes />, { config, userOptions, ...options });
}

/** What a test may read and do with the router: the current location, and navigate as a link would. */
export interface TestRouter {
  state: { location: Location };
  navigate: (to: string) => Promise<void>;
}

/** Keeps the TestRouter in step with the memory router it sits in. */
function RouterProbe({ onChange }: { onChange: (location: Location, navigate: NavigateFunction) => void }): ReactNode {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => onChange(location, navigate), [location, navigate, onChange]);
  return null;
}

function renderRouter(
  store: ReturnType<typeof makeStore>,
  route: string,
  page: ReactElement,
  { config, userOptions, ...options }: Pick<Options, 'config' | 'userOptions'> & Omit<RenderOptions, 'wrapper'>,
) {
  const user = userEvent.setup(userOptions);
  let navigateInApp: NavigateFunction | null = null;
  const router: TestRouter = {
    state: { location: { pathname: route, search: '', hash: '', state: null, key: 'default' } },
    async navigate(to) {
      if (!navigateInApp) throw new Error('the router has not rendered yet');
      await navigateInApp(to);
    },
  };
  const follow = (location: Location, navigate: NavigateFunction) => {
    router.state.location = location;
    navigateInApp = navigate;
  };
  const result = render(
    <PublicConfigContext.Provider value={{ ...DEFAULT_PUBLIC_CONFIG, ...config }}>
      <Provider store={store}>
        <MemoryRouter initialEntries={[route]}>
          <RouterProbe onChange={follow} />
          {page}
        </MemoryRouter>
      </Provider>
    </PublicConfigContext.Provider>,
    options,
  );
  return { store, router, user, ...result };
}
