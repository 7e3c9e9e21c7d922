import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { persistStore } from 'redux-persist';
import { loadPublicConfig, PublicConfigContext } from './app/PublicConfigContext';
import { AppRoutes } from './app/router';
import { makeStore } from './app/store';
import { restoreSession } from './features/session/restoreSession';

async function start(): Promise<void> {
  const config = await loadPublicConfig();
  const store = makeStore();
  persistStore(store);
  void store.dispatch(restoreSession());
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <PublicConfigContext.Provider value={config}>
        <Provider store={store}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </Provider>
      </PublicConfigContext.Provider>
    </StrictMode>,
  );
}

void start();
