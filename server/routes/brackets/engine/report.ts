import { checkPlacements, recordPlacements } from './battleRoyale';
import { conflict, invalid } from './bracketError';
import { rulesFor } from './formatRules';
import { changedMatches, cloneState, findMatch, recordDuelScores, resetMatchIds } from './matchState';
import { checkScorePair, checkSeries } from './series';
import { FORMAT_NAMES } from './settings';
import type { BracketChange, BracketState, Match, MatchReport, ReportOutcome } from './types';

function checkReportable(match: Match, correct: boolean): void {
  if (match.bye) throw conflict(`Match ${match.id} is a BYE: nobody plays it.`);
  if (match.status === 'locked' || match.status === 'waiting') throw conflict(`Match ${match.id} is not ready: its opponents are not both known yet.`);
  if (match.status !== 'completed') return;
  if (!correct) throw conflict(`Match ${match.id} is already completed; an admin can correct its result.`);
  if (match.reportId === null) throw conflict(`Match ${match.id} was decided by a forfeit, not played: it has no result to correct.`);
}

/**
 * Applies a result to a match: scores [a, b] for a duel, placements for a lobby. A duel of a
 * best-of-n (n > 1), or one reported with the score of each game, is a series: its scores are the
 * games won, and must decide it. Sending the report already applied to the match again changes
 * nothing. A completed match takes a new result only with `correct`; later matches whose
 * participants it changes are then reset. Pure: the state given is left as it was, so calling it
 * also previews a correction.
 */
export function applyReport(state: BracketState, matchId: string, report: MatchReport, bestOf = 1): ReportOutcome {
  if (typeof report.reportId !== 'string' || report.reportId.length === 0) throw invalid('A report needs a reportId.');
  const current = findMatch(state, matchId);
  if (current.reportId === report.reportId) return { state, changedMatches: [], resetMatchIds: [], duplicate: true };

  const next = cloneState(state);
  const match = findMatch(next, matchId);
  const rules = rulesFor(next.settings);
  const isLobby = match.bracket === 'lobby';
  if ('placements' in report && 'scores' in report) throw invalid('A report has scores or placements, not both.');
  if ('placements' in report) {
    if (!isLobby) throw invalid(`Match ${matchId} is a duel: report scores, not placements.`);
    if (!Array.isArray(report.placements)) throw invalid('Placements must be a list of { participantId, place, kills }.');
    if (next.settings.format !== 'BATTLE_ROYALE') throw invalid('Placements are for battle royale lobbies.');
    checkPlacements(next, match, report.placements);
    checkReportable(match, report.correct === true);
    recordPlacements(match, report.placements, next.settings);
  } else if ('scores' in report) {
    if (isLobby) throw invalid(`Match ${matchId} is a lobby: report placements, not scores.`);
    const scores = checkScorePair(report.scores);
    const isSeries = bestOf > 1 || report.games !== undefined;
    const games = isSeries ? checkSeries(scores, report.games, bestOf) : null;
    if (!isSeries && scores[0] === scores[1] && !rules.allowsDraws) {
      throw invalid(`A draw is not possible in ${FORMAT_NAMES[next.settings.format]}: one side must score more.`);
    }
    checkReportable(match, report.correct === true);
    recordDuelScores(match, scores, games);
  } else {
    throw invalid('A report needs scores, or placements for a lobby.');
  }
  match.reportId = report.reportId;
  rules.settle(next);

  const reset = resetMatchIds(state, next).filter((id) => id !== matchId);
  return { state: next, changedMatches: changedMatches(state, next), resetMatchIds: reset, duplicate: false };
}

/** Why a match that is not ready cannot be called. */
function notStartable(match: Match): string {
  if (match.bye) return `Match ${match.id} is a BYE: nobody plays it.`;
  if (match.status === 'locked' || match.status === 'waiting') return `Match ${match.id} cannot start: its opponents are not both known yet.`;
  return `Match ${match.id} cannot start: it is already ${match.status}.`;
}

/** Marks a ready match as being played (called to play): a report then sets its result as on a ready one. */
export function startMatch(state: BracketState, matchId: string): BracketChange {
  const next = cloneState(state);
  const match = findMatch(next, matchId);
  if (match.status !== 'ready') throw conflict(notStartable(match));
  match.status = 'running';
  return { state: next, changedMatches: changedMatches(state, next) };
}

/**
 * The later matches already played (or being played) that a correction of `matchId` would send
 * back to be played if it changed the winner: what to name before an admin confirms. A correction
 * that keeps the winner resets none of them. Round robin, Swiss and battle royale have none.
 */
export function listDependentMatches(state: BracketState, matchId: string): Match[] {
  findMatch(state, matchId);
  return rulesFor(state.settings).dependants(state, matchId);
}
