import { screen, within } from '@testing-library/react';
import { renderApp } from '../render';
import { overlaysDismissed } from './shellState';

test('the layout offers a skip link to the main content', async () => {
  renderApp({ route: '/games', preloadedState: overlaysDismissed() });
  await screen.findByRole('navigation', { name: 'Main' });
  expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
  expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
});

test('focus moves to the main content after a navigation, not on the first page load', async () => {
  const { user } = renderApp({ route: '/', preloadedState: overlaysDismissed() });
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  await within(screen.getByRole('main')).findByRole('heading', { level: 1 });
  expect(screen.getByRole('main')).not.toHaveFocus();

  await user.click(within(nav).getByRole('link', { name: 'Games' }));

  await within(screen.getByRole('main')).findByRole('heading', { level: 1, name: 'Games' });
  expect(screen.getByRole('main')).toHaveFocus();
});
