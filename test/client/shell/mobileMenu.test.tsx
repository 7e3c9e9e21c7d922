import { screen, within } from '@testing-library/react';
import { Navbar } from '../../../src/app/Navbar';
import { renderWithProviders, signedIn } from '../render';

function openMenuButton() {
  return screen.getByRole('button', { name: 'Open menu' });
}

describe('on mobile a hamburger menu opens an overlay with the same links and locks page scroll', () => {
  test('the overlay holds the navbar links and locks page scroll while open', async () => {
    const { user } = renderWithProviders(<Navbar />, { preloadedState: signedIn({ username: 'ShadowAce', role: 'master' }) });
    expect(openMenuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(document.body).not.toHaveClass('scroll-locked');

    await user.click(openMenuButton());

    // The menu's code loads on first open.
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(openMenuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(openMenuButton()).toHaveAttribute('aria-controls', menu.id);
    expect(document.body).toHaveClass('scroll-locked');
    for (const name of ['Home', 'Tournaments', 'Games', 'VERSUS Token', 'Shop', 'ShadowAce', 'Admin Panel']) {
      expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  test('Escape closes it, unlocks scrolling and gives focus back to the hamburger button', async () => {
    const { user } = renderWithProviders(<Navbar />);
    await user.click(openMenuButton());
    expect(within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'Close menu' })).toHaveFocus();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(document.body).not.toHaveClass('scroll-locked');
    expect(openMenuButton()).toHaveFocus();
    expect(openMenuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  test('the Close menu button closes it', async () => {
    const { user } = renderWithProviders(<Navbar />);
    await user.click(openMenuButton());
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(document.body).not.toHaveClass('scroll-locked');
    expect(openMenuButton()).toHaveFocus();
  });

  test('following a link closes it and navigates', async () => {
    const { user, router } = renderWithProviders(<Navbar />);
    await user.click(openMenuButton());
    await user.click(within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Tournaments' }));
    expect(router.state.location.pathname).toBe('/tournaments');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(document.body).not.toHaveClass('scroll-locked');
  });

  test('Tab stays inside the open menu', async () => {
    const { user } = renderWithProviders(<Navbar />);
    await user.click(openMenuButton());
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    const closeButton = within(menu).getByRole('button', { name: 'Close menu' });
    const signUp = within(menu).getByRole('link', { name: 'Sign Up' });

    await user.tab({ shift: true });
    expect(signUp).toHaveFocus();
    await user.tab();
    expect(closeButton).toHaveFocus();
  });

  test('closing on unmount leaves the page scrollable', async () => {
    const { user, unmount } = renderWithProviders(<Navbar />);
    await user.click(openMenuButton());
    unmount();
    expect(document.body).not.toHaveClass('scroll-locked');
  });
});
