import type { bracketGuards } from './bracketAccess';
import type { BracketWrite } from './bracketChanges';

/** What every bracket route does after a stored change: fresh reads here, and one update to the watchers. */
export type AfterWrite = (tournamentId: string, write?: Pick<BracketWrite, 'update' | 'tournamentChanged'>) => void;

export type BracketGuards = ReturnType<typeof bracketGuards>;

/** Where an API key is accepted as well as an admin's or master's login. */
export const STAFF_OR_KEY: Array<Record<string, string[]>> = [{ bearer: [] }, { apiKey: [] }];

/** Written to the audit log by the handler itself, with the person or key that made the change. */
export const AUDITED = { auditedByHandler: true };
