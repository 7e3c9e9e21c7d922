import { act, screen, within } from '@testing-library/react';
import { ShareDialog } from '../../../src/features/share/ShareDialog';
import { TournamentCard } from '../../../src/features/tournaments/TournamentCard';
import { shareTargets, tournamentShareMessage } from '../../../src/lib/shareText';
import { renderWithProviders } from '../render';
import { COMING_SOON_ID, comingSoon } from './fixtures';

const LINK = `http://localhost/tournaments#${COMING_SOON_ID}`;

async function openShare(options: Parameters<typeof renderWithProviders>[1] = {}) {
  const result = renderWithProviders(<TournamentCard tournament={comingSoon} />, options);
  const opener = screen.getByRole('button', { name: 'Share' });
  await result.user.click(opener);
  return { ...result, opener, dialog: screen.getByRole('dialog', { name: 'Share VERSUS EA FC Winter Cup' }) };
}

afterEach(() => {
  jest.useRealTimers();
  delete (navigator as { share?: unknown }).share;
});

it('offers X, WhatsApp, Telegram and SMS with the tournament text and link, and shows the link', async () => {
  const { dialog } = await openShare();
  const targets = shareTargets(tournamentShareMessage(comingSoon), LINK);
  expect(within(dialog).getByRole('link', { name: 'Share on X' })).toHaveAttribute('href', targets.x);
  expect(within(dialog).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', targets.whatsapp);
  expect(within(dialog).getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', targets.telegram);
  expect(within(dialog).getByRole('link', { name: 'SMS' })).toHaveAttribute('href', targets.sms);
  for (const name of ['Share on X', 'WhatsApp', 'Telegram']) {
    expect(within(dialog).getByRole('link', { name })).toHaveAttribute('target', '_blank');
    expect(within(dialog).getByRole('link', { name })).toHaveAttribute('rel', 'noopener noreferrer');
  }
  expect(within(dialog).getByLabelText('Link to share')).toHaveValue(LINK);
});

it('offers the browser share sheet only where there is one, with title, text and url', async () => {
  const { dialog, user } = await openShare();
  expect(within(dialog).queryByRole('button', { name: 'More options' })).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));

  const share = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  await user.click(screen.getByRole('button', { name: 'Share' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'More options' }));
  expect(share).toHaveBeenCalledWith({
    title: 'VERSUS Tournament',
    text: `🎮 ${tournamentShareMessage(comingSoon)}\nJoin me on VERSUS and bring your friends!`,
    url: LINK,
  });
});

it('Copy copies the link and shows Copied for 2 seconds', async () => {
  jest.useFakeTimers();
  const { dialog, user } = await openShare({ userOptions: { advanceTimers: jest.advanceTimersByTime } });
  const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
  // Lets the clipboard promise the dialog awaits settle, a microtask at a time, without moving the clock.
  for (let turn = 0; turn < 100 && !within(dialog).queryByRole('button', { name: 'Copied' }); turn++) {
    await act(async () => {
      await Promise.resolve();
    });
  }
  expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  expect(writeText).toHaveBeenCalledWith(LINK);
  act(() => jest.advanceTimersByTime(1999));
  expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
});

it('a failed copy alerts "Copied to clipboard!"', async () => {
  const { dialog, user } = await openShare();
  jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
  expect(alert).toHaveBeenCalledWith('Copied to clipboard!');
  alert.mockRestore();
});

it('is at most 580 px wide; Escape, the backdrop and Close close it and the focus returns', async () => {
  const { dialog, user, opener } = await openShare();
  expect(dialog).toHaveStyle({ maxWidth: '580px' });
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
  for (let press = 0; press < 10; press++) {
    await user.tab();
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
  }
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();

  await user.click(opener);
  await user.click(screen.getByRole('dialog').parentElement!);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await user.click(opener);
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

it('shares the generic message, or "Check out this amazing tournament", without a tournament', () => {
  renderWithProviders(<ShareDialog open onClose={() => undefined} />);
  const dialog = screen.getByRole('dialog', { name: 'Share VERSUS Tournament' });
  expect(within(dialog).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    `https://wa.me/?text=${encodeURIComponent('🎮 Check out this amazing tournament\nJoin me on VERSUS and bring your friends!\nhttp://localhost/tournaments')}`,
  );
  expect(within(dialog).getByLabelText('Link to share')).toHaveValue('http://localhost/tournaments');
});
