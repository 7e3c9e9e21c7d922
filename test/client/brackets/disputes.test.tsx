import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Bracket, Dispute, Participant } from '../../../common/contract/brackets';
import { chatListHandler } from '../chat/chatFixtures';
import { server } from '../mswServer';
import { renderApp, signedIn } from '../render';
import { battleRoyale, entrant, participants, PLAYERS, singleElimination, tournament, TOURNAMENT_ID } from './bracketFixtures';
import { letRealtimeThrough, type LiveServer, startLiveServer } from './liveServer';

const PAGE = `/tournaments/${TOURNAMENT_ID}`;
/** Ash beat Dune in the first semifinal: the one reported result of singleElimination(). */
const REPORTED = 'Semifinals, match 1';
let live: LiveServer;

beforeAll(async () => {
  live = await startLiveServer();
});
afterAll(async () => {
  await live.close();
});

/** A live tournament with its participants and bracket; records each dispute sent and answers as `answer` says. */
function serve({ bracket = singleElimination(), entrants = participants, answer }: { bracket?: Bracket; entrants?: Participant[]; answer?: () => Response } = {}) {
  const sent: Array<{ matchId: string; body: unknown; authorization: string | null }> = [];
  // As the server does: once a dispute is stored, every read of the bracket marks its match.
  const disputed = new Set<string>();
  letRealtimeThrough();
  server.use(
    // A signed-in page's connection loads the chats.
    chatListHandler([]),
    http.get(`*/api/tournaments/${TOURNAMENT_ID}`, () => HttpResponse.json({ ...tournament('LIVE', bracket.format), hasBracket: true })),
    http.get(`*/api/tournaments/${TOURNAMENT_ID}/participants`, () => HttpResponse.json({ participants: entrants })),
    http.get(`*/api/tournaments/${TOURNAMENT_ID}/bracket`, () =>
      HttpResponse.json({ ...bracket, matches: bracket.matches.map((match) => (disputed.has(match.id) ? { ...match, disputed: true } : match)) }),
    ),
    http.post(`*/api/tournaments/${TOURNAMENT_ID}/matches/:matchId/disputes`, async ({ request, params }) => {
      sent.push({ matchId: String(params.matchId), body: await request.json(), authorization: request.headers.get('authorization') });
      if (answer) return answer();
      disputed.add(String(params.matchId));
      const dispute: Dispute = {
        id: '6a1f00d5e1a7c0de0000f001',
        tournamentId: TOURNAMENT_ID,
        tournamentTitle: 'Bracket Test Cup',
        matchId: String(params.matchId),
        side: PLAYERS.ash.name,
        username: 'ashplayer',
        reason: 'x',
        status: 'open',
        note: null,
        createdAt: '2026-11-20T19:00:00.000Z',
        resolvedAt: null,
      };
      return HttpResponse.json({ dispute }, { status: 201 });
    }),
  );
  return sent;
}

const asAsh = signedIn({ username: 'ashplayer' });

describe('a disputed result', () => {
  it('shows a Disputed mark in words on its match, to every visitor', async () => {
    const bracket = singleElimination();
    bracket.matches[0] = { ...bracket.matches[0]!, disputed: true };
    serve({ bracket });
    renderApp({ route: PAGE });
    const disputed = await screen.findByRole('group', { name: REPORTED });
    expect(within(disputed).getByText('Disputed')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Semifinals, match 2' })).queryByText('Disputed')).not.toBeInTheDocument();
    // A visitor plays no match: nothing to dispute.
    expect(screen.queryByRole('button', { name: /^Dispute result/ })).not.toBeInTheDocument();
  });
});

describe('disputing a result', () => {
  it('a player sees Dispute result (naming the match) on the reported match they played, and on no other', async () => {
    serve();
    renderApp({ route: PAGE, preloadedState: asAsh });
    const reported = await screen.findByRole('group', { name: REPORTED });
    expect(within(reported).getByRole('button', { name: `Dispute result of ${REPORTED}` })).toBeInTheDocument();
    // Not reported yet (Blaze and Cinder), and Ash's final still to be played.
    expect(screen.getAllByRole('button', { name: /^Dispute result/ })).toHaveLength(1);
  });

  it('a signed-in spectator, who plays in no match, sees no Dispute result', async () => {
    serve();
    renderApp({ route: PAGE, preloadedState: signedIn({ username: 'spectator' }) });
    await screen.findByRole('group', { name: REPORTED });
    expect(screen.queryByRole('button', { name: /^Dispute result/ })).not.toBeInTheDocument();
  });

  it("a team's roster member disputes for the team, in a battle royale lobby too", async () => {
    const team = entrant({ ...PLAYERS.ash, username: 'captain', usernames: ['captain', 'mate'] });
    serve({ bracket: battleRoyale(), entrants: [team, ...participants.slice(1)] });
    const { user } = renderApp({ route: PAGE, preloadedState: signedIn({ username: 'mate' }) });
    await user.click(await screen.findByRole('button', { name: 'Round 1' }));
    const lobby = screen.getByRole('group', { name: 'Round 1, lobby 1' });
    expect(within(lobby).getByRole('button', { name: 'Dispute result of Round 1, lobby 1' })).toBeInTheDocument();
  });

  it('sending posts the reason with the login token, closes the dialog, says so politely and marks the match', async () => {
    const sent = serve();
    const { user } = renderApp({ route: PAGE, preloadedState: asAsh });
    const reported = await screen.findByRole('group', { name: REPORTED });
    await user.click(within(reported).getByRole('button', { name: `Dispute result of ${REPORTED}` }));
    const dialog = screen.getByRole('dialog', { name: 'Dispute the result' });
    const reason = within(dialog).getByRole('textbox', { name: 'What is wrong with this result?' });
    expect(reason).toHaveFocus();
    await user.type(reason, 'It was 2-1, not 2-0.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([{ matchId: 'winners-1-1', body: { reason: 'It was 2-1, not 2-0.' }, authorization: 'Bearer test-token' }]);
    expect(screen.getByText('Dispute sent: an organizer will look at it.')).toHaveAttribute('role', 'status');
    expect(await within(screen.getByRole('group', { name: REPORTED })).findByText('Disputed')).toBeInTheDocument();
  });

  it("the server's refusal (too late, already disputed) shows in the dialog, which stays open", async () => {
    const late = 'A result can be disputed within 15 minutes of its report.';
    serve({ answer: () => HttpResponse.json({ msg: late }, { status: 409 }) });
    const { user } = renderApp({ route: PAGE, preloadedState: asAsh });
    await user.click(within(await screen.findByRole('group', { name: REPORTED })).getByRole('button', { name: `Dispute result of ${REPORTED}` }));
    const dialog = screen.getByRole('dialog', { name: 'Dispute the result' });
    await user.type(within(dialog).getByRole('textbox', { name: 'What is wrong with this result?' }), 'Wrong score');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(late);
    expect(screen.queryByText('Dispute sent: an organizer will look at it.')).not.toBeInTheDocument();
  });

  it('an empty reason is not sent: the dialog asks for one', async () => {
    const sent = serve();
    const { user } = renderApp({ route: PAGE, preloadedState: asAsh });
    await user.click(within(await screen.findByRole('group', { name: REPORTED })).getByRole('button', { name: `Dispute result of ${REPORTED}` }));
    const dialog = screen.getByRole('dialog', { name: 'Dispute the result' });
    await user.type(within(dialog).getByRole('textbox', { name: 'What is wrong with this result?' }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Say what is wrong with this result.');
    expect(within(dialog).getByRole('textbox', { name: 'What is wrong with this result?' })).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('works by keyboard: Enter opens the dialog, Tab stays inside it, Escape closes it and focus goes back to the button', async () => {
    serve();
    const { user } = renderApp({ route: PAGE, preloadedState: asAsh });
    const button = within(await screen.findByRole('group', { name: REPORTED })).getByRole('button', { name: `Dispute result of ${REPORTED}` });
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Dispute the result' });
    const reason = within(dialog).getByRole('textbox', { name: 'What is wrong with this result?' });
    expect(reason).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Send' })).toHaveFocus();
    await user.tab();
    expect(reason).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});
