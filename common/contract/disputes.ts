import { type Static, Type } from 'typebox';
import { freeText, literalUnion, Nullable } from './shapes';

/**
 * Disputes: a player objects to a reported result (/api/tournaments/{id}/matches/{matchId}/disputes)
 * and an admin resolves it (/api/admin/disputes). Fields may be added, never renamed or removed.
 */

/** How long after a result its players may dispute it. */
export const DISPUTE_WINDOW_MINUTES = 15;

export const DISPUTE_STATUSES = ['open', 'upheld', 'rejected'] as const;

export const DisputeBody = Type.Object({ reason: freeText({ minLength: 1, maxLength: 1000, pattern: '\\S' }) }, { additionalProperties: false });
export type DisputeBody = Static<typeof DisputeBody>;

export const Dispute = Type.Object({
  id: Type.String(),
  tournamentId: Type.String(),
  tournamentTitle: Type.String(),
  matchId: Type.String(),
  side: Type.String({ description: 'The participant whose player disputes the result.' }),
  username: Nullable(Type.String({ description: 'The account that disputed it.' })),
  reason: Type.String(),
  status: literalUnion(DISPUTE_STATUSES),
  note: Nullable(Type.String({ description: 'What the admin decided, in their words.' })),
  createdAt: Type.String({ format: 'date-time' }),
  resolvedAt: Nullable(Type.String({ format: 'date-time' })),
});
export type Dispute = Static<typeof Dispute>;

export const DisputeResponse = Type.Object({ dispute: Dispute });
export const DisputeList = Type.Object({ disputes: Type.Array(Dispute) });
export type DisputeList = Static<typeof DisputeList>;

export const DisputeListQuery = Type.Object({
  status: Type.Optional(literalUnion(DISPUTE_STATUSES, { description: 'Only disputes in this state; all by default, open ones first.' })),
});

export const DisputeParams = Type.Object({ id: Type.String({ pattern: '^[0-9a-fA-F]{24}$', description: '24 hexadecimal characters.' }) });

export const ResolveDisputeBody = Type.Object(
  {
    decision: literalUnion(['upheld', 'rejected'] as const, { description: 'upheld: the match is reopened for a correction; rejected: the result stands.' }),
    note: Type.Optional(freeText({ maxLength: 1000 })),
  },
  { additionalProperties: false },
);
export type ResolveDisputeBody = Static<typeof ResolveDisputeBody>;
