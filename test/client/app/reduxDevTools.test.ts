import { compose, type Action, type DevToolsEnhancerOptions, type StoreEnhancer } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { server } from '../mswServer';

/**
 * Redux DevTools as the browser extension meets the store: the extension puts its compose function
 * on window before the page's scripts run; the store hands it options, and the extension receives
 * every action and state through the options' sanitizers. The fake below records what it would have
 * received. Redux Toolkit reads window's compose when it loads, so each test loads the store afresh.
 */

// A login token as the server signs it (a JWT), an e-mail address and a private message.
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI2NWYwMDAwMDAwMDAwMDAwMDAwMDAwMDEifQ.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg';
const EMAIL = 'ada.lovelace@example.com';
const PASSWORD = 'correct horse battery staple';
const MESSAGE = 'meet me at the cafe on Rue Oberkampf at 8';
const USER = { _id: '65f000000000000000000001', username: 'ada_l', nickname: null, email: EMAIL, role: 'user', emailVerified: true };

type Modules = {
  store: typeof import('../../../src/app/store');
  login: typeof import('../../../src/features/session/login');
  sessionApi: typeof import('../../../src/features/session/sessionApi');
  chat: typeof import('../../../src/features/chat/chatSlice');
};

interface FakeExtension {
  /** The options the store gave the extension, once per store it watches. */
  options: DevToolsEnhancerOptions[];
  /** What the extension received: each action and the state after it, through the sanitizers. */
  received: unknown[];
}

const initialNodeEnv = process.env.NODE_ENV;
let extension: FakeExtension;

function installExtension(): void {
  extension = { options: [], received: [] };
  const composeFromExtension = (options: DevToolsEnhancerOptions) => {
    extension.options.push(options);
    // Innermost, as the extension's own enhancer: it sees every action that reaches the reducer,
    // including those the middleware (thunks, RTK Query) dispatch.
    const watch: StoreEnhancer = (createStore) => (reducer, preloaded) => {
      const store = createStore(reducer, preloaded);
      const dispatch: typeof store.dispatch = (action) => {
        const result = store.dispatch(action);
        extension.received.push(options.actionSanitizer!(action as Action, 0), options.stateSanitizer!(store.getState(), 0));
        return result;
      };
      return { ...store, dispatch };
    };
    return (...enhancers: StoreEnhancer[]) => compose<StoreEnhancer>(...enhancers, watch);
  };
  Object.assign(window, { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__: composeFromExtension });
}

async function loadApp(nodeEnv: string): Promise<Modules> {
  process.env.NODE_ENV = nodeEnv;
  let modules: Modules | undefined;
  await jest.isolateModulesAsync(async () => {
    modules = {
      store: await import('../../../src/app/store'),
      login: await import('../../../src/features/session/login'),
      sessionApi: await import('../../../src/features/session/sessionApi'),
      chat: await import('../../../src/features/chat/chatSlice'),
    };
  });
  return modules!;
}

beforeEach(installExtension);
afterEach(() => {
  process.env.NODE_ENV = initialNodeEnv;
  delete (window as { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: unknown }).__REDUX_DEVTOOLS_EXTENSION_COMPOSE__;
});

describe('when the store lets Redux DevTools watch', () => {
  test('a production build without REDUX_DEVTOOLS: the extension is never handed the store', async () => {
    const { store } = await loadApp('production');
    store.makeStore().dispatch({ type: 'anything' });
    expect(extension.options).toHaveLength(0);
    expect(extension.received).toHaveLength(0);
  });

  test('a production build with REDUX_DEVTOOLS=true: the extension watches, through sanitizers', async () => {
    const { store } = await loadApp('production');
    store.makeStore(undefined, { reduxDevTools: true });
    expect(extension.options).toHaveLength(1);
    expect(extension.options[0]).toEqual(expect.objectContaining({ actionSanitizer: expect.any(Function), stateSanitizer: expect.any(Function) }));
  });

  test('development: the extension watches without the setting', async () => {
    const { store } = await loadApp('development');
    store.makeStore();
    expect(extension.options).toHaveLength(1);
  });
});

describe('what the extension receives', () => {
  test('after a login, a session check and a message being sent: no token, password, e-mail or message text', async () => {
    server.use(
      http.post('*/api/auth/login', () => HttpResponse.json({ token: TOKEN, user: USER })),
      http.get('*/api/auth/me', ({ request }) =>
        request.headers.get('authorization') === `Bearer ${TOKEN}` ? HttpResponse.json(USER) : HttpResponse.json({ msg: 'Not logged in' }, { status: 401 }),
      ),
    );
    const { store, login, sessionApi, chat } = await loadApp('production');
    const app = store.makeStore(undefined, { reduxDevTools: true });

    await expect(app.dispatch(login.login(EMAIL, PASSWORD))).resolves.toEqual(expect.objectContaining({ success: true }));
    // A restored session checks its token with the current-user query, which is keyed by the token.
    await app.dispatch(sessionApi.sessionApi.endpoints.getCurrentUser.initiate(TOKEN));
    app.dispatch(chat.messageQueued({ clientMessageId: 'c1', chatId: '65f0000000000000000000c1', content: MESSAGE }));

    // The store itself holds them, as the app needs.
    expect(app.getState().session).toEqual(expect.objectContaining({ token: TOKEN, user: expect.objectContaining({ email: EMAIL }) }));
    expect(JSON.stringify(app.getState())).toContain(TOKEN);

    const seen = JSON.stringify(extension.received);
    expect(extension.received.length).toBeGreaterThan(6);
    for (const secret of [TOKEN, PASSWORD, EMAIL, MESSAGE]) expect(seen).not.toContain(secret);
    // The rest stays, so the state can still be followed.
    expect(seen).toContain('session/loggedIn');
    expect(seen).toContain('ada_l');
    expect(seen).toContain('[redacted]');
    expect(seen).toContain('"status":"sending"');
  });

  test('a logged-out session shows as logged out: a missing token is not hidden', async () => {
    const { store, chat } = await loadApp('production');
    const app = store.makeStore({ session: { status: 'ready', token: null, user: null } }, { reduxDevTools: true });
    app.dispatch(chat.hubOpened());
    const lastState = extension.received.at(-1) as { session: unknown };
    expect(lastState.session).toEqual({ status: 'ready', token: null, user: null });
  });
});
