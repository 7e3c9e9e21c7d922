import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { persistStore } from 'redux-persist';
import { loadPublicConfig, PublicConfigContext } from './lib/publicConfig';
import { AppRoutes } from './app/router';
import { makeStore } from './app/store';
import { restoreSession } from './features/session/restoreSession';

async function start(): Promise<void> {
  const config = await loadPublicConfig();
  // The settings come first: whether Redux DevTools may watch is decided when the store is made.
  const store = makeStore(undefined, { reduxDevTools: config.reduxDevTools });
  persistStore(store);
  void store.dispatch(restoreSession());
  const root = createRoot(document.getElementById('root')!);
  // A transition lets React render the first page in slices that yield to the browser, instead of
  // one long task that would block input while a slow phone works through it.
  startTransition(() =>
    root.render(
      <StrictMode>
        <PublicConfigContext.Provider value={config}>
          <Provider store={store}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </Provider>
        </PublicConfigContext.Provider>
      </StrictMode>,
    ),
  );
}

void start();
