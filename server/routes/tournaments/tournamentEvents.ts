type Listener = (tournamentId: string) => void;

/**
 * Changes of a tournament that other features of this process keep something of. Those features
 * listen here, so tournaments need not know them (brackets forget their public reads of a
 * tournament hidden again).
 */
export class TournamentEvents {
  private readonly hiddenListeners: Listener[] = [];

  /** `listener` runs each time a tournament goes back to DRAFT, before the answer leaves. */
  onHidden(listener: Listener): void {
    this.hiddenListeners.push(listener);
  }

  announceHidden(tournamentId: string): void {
    for (const listener of this.hiddenListeners) listener(tournamentId);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    tournamentEvents: TournamentEvents;
  }
}
