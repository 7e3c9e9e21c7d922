import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { server } from './mswServer';

// Lazy routes load their chunk before they render; on a busy 2-core CI machine that can take longer
// than Testing Library's default 1 s wait. This only bounds how long findBy* waits, it asserts no time.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no layout engine: scrolling is a no-op there.
window.scrollTo = () => undefined;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
});
afterAll(() => server.close());

// Jest ignores testTimeout inside a project's config: the bound is set here, per test file.
// It is a bound for slow, busy CI machines, not a speed assertion (speed is measured by npm run bench).
jest.setTimeout(20_000);
