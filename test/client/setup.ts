import '@testing-library/jest-dom';
import { server } from './mswServer';

// jsdom has no layout engine: scrolling is a no-op there.
window.scrollTo = () => undefined;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
});
afterAll(() => server.close());
