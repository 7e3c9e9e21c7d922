import type { Database } from '../../db/database';
import { auditAs, type BracketActor } from './bracketAccess';
import { type BracketWrite, changeBracket } from './bracketChanges';
import { reinstateParticipant, withdrawParticipant } from './engine/withdraw';
import { toPublicMatch } from './publicBracket';

/** Participants who leave a started bracket: they forfeit, or staff disqualify them. */
export class WithdrawalsRepository {
  constructor(private readonly db: Database) {}

  async withdraw(tournamentId: string, participantId: string, reason: 'forfeit' | 'disqualified', actor: BracketActor): Promise<BracketWrite> {
    return changeBracket(this.db, tournamentId, async (tx, before) => {
      const change = withdrawParticipant(before.state, participantId, reason);
      await auditAs(tx, actor, { action: 'bracket.participant.withdrawn', target: tournamentId, details: { participantId, reason } });
      return { answer: change.changedMatches.map(toPublicMatch), change };
    });
  }

  /** Takes a withdrawal back: the matches it decided by forfeit are played again, with what depended on them. */
  async reinstate(tournamentId: string, participantId: string, actor: BracketActor): Promise<BracketWrite> {
    return changeBracket(this.db, tournamentId, async (tx, before) => {
      const change = reinstateParticipant(before.state, participantId);
      await auditAs(tx, actor, { action: 'bracket.participant.reinstated', target: tournamentId, details: { participantId, resetMatches: change.resetMatchIds } });
      return { answer: change.changedMatches.map(toPublicMatch), change };
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    withdrawalsRepository: WithdrawalsRepository;
  }
}
