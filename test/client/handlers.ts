import { http, HttpResponse } from 'msw';

/** What the API answers unless a test says otherwise with server.use(...). */
export const defaultHandlers = [
  http.get('*/api/auth/me', () => HttpResponse.json({ msg: 'Not logged in' }, { status: 401 })),
  http.get('*/api/me', () => HttpResponse.json({ msg: 'Not found' }, { status: 404 })),
  http.get('*/auth/me', () => HttpResponse.json({ msg: 'Not found' }, { status: 404 })),
  http.get('*/users/me', () => HttpResponse.json({ msg: 'Not found' }, { status: 404 })),
  http.get('*/api/config', () => HttpResponse.json({})),
];
