import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Dispute } from '../../../common/contract/brackets';
import { asAdmin, backofficeApi, tournament } from '../admin/adminFixtures';
import { server } from '../mswServer';
import { renderApp } from '../render';

const CUP = tournament({ _id: '6a1f00d5e1a7c0de0000b00a', id: '6a1f00d5e1a7c0de0000b00a', title: 'Bracket Cup', status: 'LIVE' });
const QUEUE = '/versusbackoffice/disputes';

function dispute(fields: Partial<Dispute> = {}): Dispute {
  return {
    id: '6a1f00d5e1a7c0de0000f001',
    tournamentId: CUP._id,
    tournamentTitle: CUP.title,
    matchId: 'winners-2-1',
    side: 'Night Owls',
    username: 'owl2',
    reason: 'We won the second game 3-1, not 1-3.',
    status: 'open',
    note: null,
    createdAt: '2026-11-20T19:05:00.000Z',
    resolvedAt: null,
    ...fields,
  };
}

const UPHELD = dispute({ id: '6a1f00d5e1a7c0de0000f002', matchId: 'group-1-2-3', side: 'Ada', username: 'ada', status: 'upheld', note: 'Checked the replay.', resolvedAt: '2026-11-20T19:30:00.000Z' });
const REJECTED = dispute({ id: '6a1f00d5e1a7c0de0000f003', matchId: 'lobby-2-1', side: 'Bob', username: null, status: 'rejected', resolvedAt: '2026-11-20T20:00:00.000Z' });

/** The dispute queue as the server keeps it: each read's status, and every decision sent. */
function disputesServer({ open = [dispute()], resolveAnswer }: { open?: Dispute[]; resolveAnswer?: () => Response } = {}) {
  const state = { open: [...open] };
  const asked: Array<string | null> = [];
  const decisions: Array<{ id: string; body: unknown }> = [];
  backofficeApi({ tournaments: [CUP] });
  server.use(
    http.get('*/api/admin/disputes', ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      asked.push(status);
      const disputes = status === 'open' ? state.open : status === 'upheld' ? [UPHELD] : status === 'rejected' ? [REJECTED] : [];
      return HttpResponse.json({ disputes });
    }),
    http.post('*/api/admin/disputes/:id/resolve', async ({ request, params }) => {
      const body = (await request.json()) as { decision: Dispute['status']; note?: string };
      decisions.push({ id: String(params.id), body });
      if (resolveAnswer) return resolveAnswer();
      const resolved = state.open.find((entry) => entry.id === params.id)!;
      state.open = state.open.filter((entry) => entry !== resolved);
      return HttpResponse.json({ dispute: { ...resolved, status: body.decision, note: body.note ?? null, resolvedAt: '2026-11-20T19:10:00.000Z' } });
    }),
  );
  return { asked, decisions };
}

describe('the dispute queue', () => {
  it('is a backoffice section listing the open disputes: tournament (to its bracket), match, side, player, reason, when', async () => {
    const { asked } = disputesServer();
    const { user, router } = renderApp({ route: '/versusbackoffice', preloadedState: asAdmin });
    await user.click(await screen.findByRole('link', { name: 'Disputes' }));
    expect(router.state.location.pathname).toBe(QUEUE);
    const table = await screen.findByRole('table', { name: 'Open disputes' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: 'Bracket Cup' })).toHaveAttribute('href', `/versusbackoffice/tournaments/${CUP._id}/bracket`);
    expect(within(row).getByRole('cell', { name: 'Winners round 2, match 1' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'Night Owls' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'owl2' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'We won the second game 3-1, not 1-3.' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: /2026/ }).querySelector('time')).toHaveAttribute('dateTime', '2026-11-20T19:05:00.000Z');
    expect(asked).toEqual(['open']);
  });

  it('Uphold asks first, saying the match is reopened, and sends the decision with the note', async () => {
    const { decisions } = disputesServer();
    const { user } = renderApp({ route: QUEUE, preloadedState: asAdmin });
    await user.click(await screen.findByRole('button', { name: 'Uphold the dispute of Night Owls on Bracket Cup, Winners round 2, match 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Uphold the dispute of Night Owls?' });
    expect(dialog).toHaveTextContent('The match is reopened: report the right result.');
    expect(decisions).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'The replay shows 3-1.');
    await user.click(within(dialog).getByRole('button', { name: 'Uphold' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(decisions).toEqual([{ id: '6a1f00d5e1a7c0de0000f001', body: { decision: 'upheld', note: 'The replay shows 3-1.' } }]);
    expect(await screen.findByText(/Dispute upheld\. The match is reopened: report the right result\./)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'Open the bracket of Bracket Cup' })).toHaveAttribute('href', `/versusbackoffice/tournaments/${CUP._id}/bracket`);
    // The queue is read again, without the dispute just decided.
    expect(await screen.findByText('No open disputes.')).toBeInTheDocument();
  });

  it('Reject asks first too; without a note only the decision is sent; Cancel sends nothing', async () => {
    const { decisions } = disputesServer();
    const { user } = renderApp({ route: QUEUE, preloadedState: asAdmin });
    const reject = await screen.findByRole('button', { name: 'Reject the dispute of Night Owls on Bracket Cup, Winners round 2, match 1' });
    await user.click(reject);
    await user.click(within(screen.getByRole('dialog', { name: 'Reject the dispute of Night Owls?' })).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(decisions).toEqual([]);

    await user.click(reject);
    const dialog = screen.getByRole('dialog', { name: 'Reject the dispute of Night Owls?' });
    expect(dialog).toHaveTextContent('The result stands as reported.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(decisions).toEqual([{ id: '6a1f00d5e1a7c0de0000f001', body: { decision: 'rejected' } }]));
    expect(await screen.findByText(/Dispute rejected\. The result stands as reported\./)).toBeInTheDocument();
  });

  it("the server's refusal shows in the confirmation, which stays open", async () => {
    disputesServer({ resolveAnswer: () => HttpResponse.json({ msg: 'This dispute is already resolved.' }, { status: 409 }) });
    const { user } = renderApp({ route: QUEUE, preloadedState: asAdmin });
    await user.click(await screen.findByRole('button', { name: /^Reject the dispute of Night Owls/ }));
    const dialog = screen.getByRole('dialog', { name: 'Reject the dispute of Night Owls?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This dispute is already resolved.');
  });

  it('the confirmation works by keyboard: the note is reached with Tab, Escape closes it and focus goes back to the button', async () => {
    disputesServer();
    const { user } = renderApp({ route: QUEUE, preloadedState: asAdmin });
    const uphold = await screen.findByRole('button', { name: /^Uphold the dispute of Night Owls/ });
    uphold.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Uphold the dispute of Night Owls?' });
    expect(within(dialog).getByRole('textbox', { name: 'Note (optional)' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Uphold' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(uphold).toHaveFocus();
  });

  it('Resolved shows the upheld and rejected disputes, latest first, with the decision and its note', async () => {
    const { asked } = disputesServer();
    const { user } = renderApp({ route: QUEUE, preloadedState: asAdmin });
    await screen.findByRole('table', { name: 'Open disputes' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Resolved');
    const table = await screen.findByRole('table', { name: 'Resolved disputes' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(['Round 2, lobby 1', 'Group 1 round 2, match 3']);
    expect(rows[0]).toHaveTextContent(/Rejected/);
    expect(within(rows[0]!).getByRole('cell', { name: '—' })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent(/Upheld.*Checked the replay\./);
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    expect([...asked].sort()).toEqual(['open', 'rejected', 'upheld']);
  });
});
