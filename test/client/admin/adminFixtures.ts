import { http, HttpResponse } from 'msw';
import type { AdminUser, AuditEntry, Stats } from '../../../common/contract/admin';
import type { AdminTournament, Tournament } from '../../../common/contract/tournaments';
import { DEFAULT_REGISTRATION } from '../../../common/registration';
import { server } from '../mswServer';
import { signedIn } from '../render';

export const asAdmin = signedIn({ username: 'boss', role: 'admin', isAdmin: true });
export const asMaster = signedIn({ username: 'moderator', role: 'master', isAdmin: false });
export const asUser = signedIn({ username: 'player1', role: 'user' });

export function tournament(overrides: Partial<Tournament> = {}): Tournament {
  return {
    _id: '6a1f00d5e1a7c0de0000b001',
    id: '6a1f00d5e1a7c0de0000b001',
    title: 'VERSUS Winter Cup',
    status: 'COMING_SOON',
    startAt: '2026-12-12T18:00:00.000Z',
    prizePool: '€1,000',
    format: 'SINGLE_ELIMINATION',
    platform: 'PS5',
    organizer: null,
    heroUrl: null,
    game: 'ea-fc',
    gameKey: 'ea-fc',
    description: null,
    rules: null,
    results: null,
    registration: { ...DEFAULT_REGISTRATION },
    bestOf: 1,
    prizes: [],
    hasBracket: false,
    createdAt: '2026-10-01T10:00:00.000Z',
    updatedAt: '2026-10-01T10:00:00.000Z',
    ...overrides,
  };
}

export function adminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    _id: '6a1f00d5e1a7c0de0000c001',
    id: '6a1f00d5e1a7c0de0000c001',
    username: 'rookie',
    nickname: null,
    email: 'rookie@example.com',
    role: 'user',
    isAdmin: false,
    emailVerified: true,
    deleted: false,
    bannedUntil: null,
    banReason: null,
    createdAt: '2026-10-01T10:00:00.000Z',
    ...overrides,
  };
}

export const auditEntry: AuditEntry = {
  id: '6a1f00d5e1a7c0de0000d001',
  actorId: '6a1f00d5e1a7c0de0000c009',
  actorName: 'boss',
  action: 'PATCH /api/tournaments/:id',
  actionLabel: 'Change a tournament',
  target: '6a1f00d5e1a7c0de0000b001',
  targetName: 'VERSUS EA FC Winter Cup',
  details: { fields: ['status'], status: 'UPCOMING' },
  createdAt: '2026-11-20T10:00:00.000Z',
};

export const stats: Stats = {
  users: { total: 1234, verified: 987 },
  beta: { verifiedMembers: 987, target: 2500 },
  signupsPerTournament: [
    { tournamentId: '6a1f00d5e1a7c0de0000b001', title: 'VERSUS Winter Cup', count: 42 },
    { tournamentId: '6a1f00d5e1a7c0de0000b002', title: 'Spring Clash', count: 7 },
  ],
  tournamentsTotal: 2,
  ratingsPerGame: [{ gameKey: 'ea-fc', name: 'EA SPORTS FC 26', count: 31, average: 4.2 }],
  gamesTotal: 1,
  messagesPerDay: Array.from({ length: 14 }, (_, index) => ({ day: `2026-11-${String(index + 8).padStart(2, '0')}`, count: index === 13 ? 77 : index })),
};

/** A tournament as the backoffice lists it, with its sign-ups still to be mailed. */
export function adminTournament(overrides: Partial<AdminTournament> = {}): AdminTournament {
  return { ...tournament(overrides), notifySignups: overrides.notifySignups ?? 0 };
}

/** The backoffice's reads, answered with one tournament, one user and one audit entry. */
export function backofficeApi({ tournaments = [tournament()], users = [adminUser()] }: { tournaments?: Array<Tournament & { notifySignups?: number }>; users?: AdminUser[] } = {}) {
  const listed = tournaments.map((item) => adminTournament(item));
  server.use(
    http.get('*/api/tournaments', () => HttpResponse.json({ items: tournaments, total: tournaments.length })),
    http.get('*/api/admin/tournaments', () => HttpResponse.json({ items: listed, total: listed.length })),
    http.get('*/api/admin/users', () => HttpResponse.json({ items: users, total: users.length })),
    http.get('*/api/admin/audit', () => HttpResponse.json({ items: [auditEntry], nextBefore: null, actions: [{ action: auditEntry.action, label: auditEntry.actionLabel }] })),
  );
}

/** Every admin page's reads, for tests about who reaches them rather than what they show. */
export function adminPagesApi() {
  backofficeApi();
  server.use(
    http.get('*/api/admin/stats', () => HttpResponse.json(stats)),
    http.get('*/api/admin/early-access', () => HttpResponse.json({ items: [], total: 0 })),
  );
}
