import { screen, waitFor, within } from '@testing-library/react';
import type { Bracket, BracketMatch } from '../../../common/contract/brackets';
import { asAdmin } from '../admin/adminFixtures';
import { renderApp } from '../render';
import { bracketServer, duel, fourPlayerBracket, player, ROUTE } from './bracketAdminServer';

const ada = player(1, 'Ada');
const bob = player(2, 'Bob');
const cy = player(3, 'Cy');
const dee = player(4, 'Dee');
const eve = player(5, 'Eve');
const fay = player(6, 'Fay');
const gus = player(7, 'Gus');
const SEVEN = [ada, bob, cy, dee, eve, fay, gus];

/**
 * Seven players in single elimination, listed out of play order: round 2 has a ready match, round
 * 1 one played, one ready, one being played and a bye.
 */
function dayOfPlay(): Bracket {
  return {
    ...fourPlayerBracket(),
    matches: [
      duel('winners-2-1', 2, 1, 'ready', [[ada, null, null], [bob, null, null]]),
      duel('winners-1-4', 1, 4, 'running', [[fay, null, null], [cy, null, null]]),
      duel('winners-1-1', 1, 1, 'completed', [[ada, 2, 'win'], [dee, 0, 'loss']]),
      { ...duel('winners-1-2', 1, 2, 'completed', [[bob, null, 'win'], null]), bye: true },
      duel('winners-1-3', 1, 3, 'ready', [[eve, null, null], [gus, null, null]]),
      duel('winners-2-2', 2, 2, 'waiting', [[eve, null, null], null]),
      duel('winners-3-1', 3, 1, 'locked', [null, null]),
    ],
  };
}

const queued = () => within(screen.getByRole('list', { name: 'Matches to act on' })).getAllByRole('group').map((card) => card.getAttribute('aria-label'));
const queueFilter = (name: RegExp) => within(screen.getByRole('group', { name: 'Show matches' })).getByRole('button', { name });

test('the queue shows the matches to act on, earliest round first: ready and being played, never a bye nor one still waiting', async () => {
  bracketServer({ participants: SEVEN, bracket: dayOfPlay() });
  const { user } = renderApp({ route: ROUTE, preloadedState: asAdmin });
  await screen.findByRole('region', { name: 'Match queue' });
  expect(queued()).toEqual(['Round 1 match 3', 'Round 1 match 4', 'Round 2 match 1']);
  expect(queueFilter(/^Ready/)).toHaveAccessibleName('Ready (2)');
  expect(queueFilter(/^Ready/)).toHaveAttribute('aria-pressed', 'true');
  expect(queueFilter(/^Playing/)).toHaveAccessibleName('Playing (1)');
  expect(queueFilter(/^Done/)).toHaveAttribute('aria-pressed', 'false');
  const playing = screen.getByRole('list', { name: 'Matches to act on' }).querySelector<HTMLElement>('[aria-label="Round 1 match 4"]')!;
  expect(playing).toHaveTextContent('Being played');
  expect(within(playing).queryByRole('button', { name: 'Call Round 1 match 4' })).not.toBeInTheDocument();
  expect(within(playing).getByRole('button', { name: 'Report Round 1 match 4' })).toBeInTheDocument();

  await user.click(queueFilter(/^Done/));
  expect(queued()).toEqual(['Round 1 match 1', 'Round 1 match 3', 'Round 1 match 4', 'Round 2 match 1']);
  await user.click(queueFilter(/^Ready/));
  await user.click(queueFilter(/^Playing/));
  expect(queued()).toEqual(['Round 1 match 1']);
  await user.click(queueFilter(/^Done/));
  expect(screen.getByText('Choose which matches to show.')).toBeInTheDocument();
});

test('Call starts a ready match: it shows as being played and its Report button takes the focus', async () => {
  const { sent } = bracketServer({ participants: SEVEN, bracket: dayOfPlay() });
  const { user } = renderApp({ route: ROUTE, preloadedState: asAdmin });
  const queue = await screen.findByRole('list', { name: 'Matches to act on' });
  const call = within(queue).getByRole('button', { name: 'Call Round 1 match 3' });
  call.focus();
  await user.keyboard('{Enter}');

  await waitFor(() => expect(sent.calls).toEqual(['winners-1-3']));
  const report = await within(queue).findByRole('button', { name: 'Report Round 1 match 3' });
  await waitFor(() => expect(report).toHaveFocus());
  expect(within(queue).queryByRole('button', { name: 'Call Round 1 match 3' })).not.toBeInTheDocument();
  expect(report.closest('[role="group"]')).toHaveTextContent('Being played');
  expect(screen.getByText('Round 1 match 3 is called: it is being played.')).toBeInTheDocument();
});

test('a refused call says why', async () => {
  const bracket = dayOfPlay();
  const { state } = bracketServer({ participants: SEVEN, bracket });
  const { user } = renderApp({ route: ROUTE, preloadedState: asAdmin });
  const queue = await screen.findByRole('list', { name: 'Matches to act on' });
  // Meanwhile the bot reported it.
  state.bracket = { ...bracket, matches: bracket.matches.map((match) => (match.id === 'winners-1-3' ? { ...match, status: 'completed' } : match)) };
  await user.click(within(queue).getByRole('button', { name: 'Call Round 1 match 3' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This match is not ready to be played.');
});

test('a best-of-3 is reported game by game from the queue: steppers or typing, a game added, the series score shown, games and scores sent', async () => {
  const { sent } = bracketServer({ participants: SEVEN, bracket: dayOfPlay(), tournament: { bestOf: 3 } });
  const { user } = renderApp({ route: ROUTE, preloadedState: asAdmin });
  const queue = await screen.findByRole('list', { name: 'Matches to act on' });
  await user.click(within(queue).getByRole('button', { name: 'Report Round 1 match 3' }));
  const card = within(queue).getByRole('group', { name: 'Round 1 match 3' });
  const score = (name: string, game: number) => within(card).getByRole('spinbutton', { name: `${name} score in game ${game}` });
  // The shortest series first: two games.
  expect(within(card).getAllByRole('group', { name: /^Game \d$/ })).toHaveLength(2);
  expect(score('Eve', 1)).toHaveFocus();

  await user.click(within(card).getByRole('button', { name: 'Raise Eve score in game 1' }));
  await user.click(within(card).getByRole('button', { name: 'Raise Eve score in game 1' }));
  await user.click(within(card).getByRole('button', { name: 'Raise Gus score in game 1' }));
  expect(score('Eve', 1)).toHaveValue(2);
  expect(score('Gus', 1)).toHaveValue(1);
  await user.type(score('Eve', 2), '0');
  await user.type(score('Gus', 2), '2');
  expect(card).toHaveTextContent('Series: Eve 1 – 1 Gus · best of 3, first to 2 wins');

  await user.click(within(card).getByRole('button', { name: 'Add game' }));
  expect(within(card).getByRole('button', { name: 'Add game' })).toBeDisabled();
  await user.type(score('Eve', 3), '3');
  await user.click(within(card).getByRole('button', { name: 'Lower Gus score in game 3' }));
  expect(score('Gus', 3)).toHaveValue(0);
  await user.click(within(card).getByRole('button', { name: 'Raise Gus score in game 3' }));
  expect(card).toHaveTextContent('Series: Eve 2 – 1 Gus');

  await user.click(within(card).getByRole('button', { name: 'Report result' }));
  await waitFor(() => expect(sent.reports).toHaveLength(1));
  expect(sent.reports[0]).toEqual({
    matchId: 'winners-1-3',
    body: {
      reportId: expect.any(String),
      scores: [2, 1],
      games: [
        [2, 1],
        [0, 2],
        [3, 1],
      ],
    },
  });
});

test('a series already reported is corrected from the done matches: its games are filled in, and the matches it resets are named first', async () => {
  const bracket = dayOfPlay();
  const played: BracketMatch = { ...bracket.matches[2]!, games: [[3, 1], [0, 3], [3, 2]] } as BracketMatch;
  const { sent } = bracketServer({ participants: SEVEN, bracket: { ...bracket, matches: bracket.matches.map((match) => (match.id === played.id ? played : match)) }, tournament: { bestOf: 3 } });
  const { user } = renderApp({ route: ROUTE, preloadedState: asAdmin });
  await screen.findByRole('list', { name: 'Matches to act on' });
  await user.click(queueFilter(/^Done/));
  const card = within(screen.getByRole('list', { name: 'Matches to act on' })).getByRole('group', { name: 'Round 1 match 1' });
  expect(card).toHaveTextContent('Games: 3–1 · 0–3 · 3–2');
  await user.click(within(card).getByRole('button', { name: 'Correct Round 1 match 1' }));
  expect(within(card).getByRole('spinbutton', { name: 'Dee score in game 3' })).toHaveValue(2);
  await user.clear(within(card).getByRole('spinbutton', { name: 'Dee score in game 3' }));
  await user.type(within(card).getByRole('spinbutton', { name: 'Dee score in game 3' }), '4');
  await user.click(within(card).getByRole('button', { name: 'Save correction' }));

  const dialog = await screen.findByRole('dialog', { name: 'Correct Round 1 match 1?' });
  expect(dialog).toHaveTextContent('these later matches are reset and must be played again');
  expect(sent.reports).toEqual([]);
  await user.click(within(dialog).getByRole('button', { name: 'Correct the result' }));
  await waitFor(() => expect(sent.reports).toHaveLength(1));
  expect(sent.reports[0]!.body).toEqual({ reportId: expect.any(String), scores: [1, 2], games: [[3, 1], [0, 3], [3, 4]], correct: true });
});

test('a best-of-1 score is stepped with buttons as well as typed, and never below 0', async () => {
  const { sent } = bracketServer({ participants: [ada, bob, cy, dee], bracket: fourPlayerBracket() });
  const { user } = renderApp({ route: ROUTE, preloadedState: asAdmin });
  const queue = await screen.findByRole('list', { name: 'Matches to act on' });
  await user.click(within(queue).getByRole('button', { name: 'Report Round 1 match 2' }));
  await user.click(within(queue).getByRole('button', { name: 'Lower Bob score' }));
  expect(within(queue).getByRole('spinbutton', { name: 'Bob score' })).toHaveValue(0);
  await user.click(within(queue).getByRole('button', { name: 'Raise Bob score' }));
  await user.click(within(queue).getByRole('button', { name: 'Raise Bob score' }));
  await user.type(within(queue).getByRole('spinbutton', { name: 'Cy score' }), '1');
  await user.click(within(queue).getByRole('button', { name: 'Report result' }));
  await waitFor(() => expect(sent.reports).toEqual([{ matchId: 'winners-1-2', body: { reportId: expect.any(String), scores: [2, 1] } }]));
});

test('a withdrawn participant is reinstated after a confirmation; the matches reset are named after', async () => {
  const bracket = fourPlayerBracket();
  const { state, sent } = bracketServer({
    participants: [ada, bob, cy, dee],
    bracket: { ...bracket, standings: bracket.standings.map((standing) => (standing.name === 'Dee' ? { ...standing, withdrawn: 'forfeit' } : standing)) },
  });
  state.resetByReinstatement = [duel('winners-1-1', 1, 1, 'ready', [[ada, null, null], [dee, null, null]])];
  const { user } = renderApp({ route: ROUTE, preloadedState: asAdmin });
  const standings = await screen.findByRole('table', { name: 'Standings' });
  expect(within(standings).queryByRole('button', { name: 'Reinstate Ada' })).not.toBeInTheDocument();
  await user.click(within(standings).getByRole('button', { name: 'Reinstate Dee' }));
  const dialog = screen.getByRole('dialog', { name: 'Reinstate Dee?' });
  expect(dialog).toHaveTextContent('Dee is back in the bracket');
  expect(sent.reinstatements).toEqual([]);
  await user.click(within(dialog).getByRole('button', { name: 'Reinstate' }));

  await waitFor(() => expect(sent.reinstatements).toEqual([dee.id]));
  expect(await screen.findByText('Dee is back in. These matches were reset and are to be played: Round 1 match 1 (Ada vs Dee).')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
