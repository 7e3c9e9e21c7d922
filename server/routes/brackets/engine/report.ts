import { checkPlacements, recordPlacements } from './battleRoyale';
import { conflict, invalid } from './bracketError';
import { rulesFor } from './formatRules';
import { changedMatches, cloneState, findMatch, recordDuelScores, resetMatchIds } from './matchState';
import { FORMAT_NAMES } from './settings';
import type { BracketChange, BracketState, Match, MatchReport, ReportOutcome } from './types';

function checkScores(scores: unknown): [number, number] {
  if (!Array.isArray(scores) || scores.length !== 2) throw invalid('Scores must be two numbers, one for each side: [a, b].');
  for (const score of scores) {
    if (typeof score !== 'number' || !Number.isFinite(score)) throw invalid('Scores must be numbers.');
    if (score < 0) throw invalid(`Scores cannot be negative (${score}).`);
    if (!Number.isSafeInteger(score)) throw invalid(`Scores must be whole numbers (${score} is not).`);
  }
  return [scores[0], scores[1]];
}

function checkReportable(match: Match, correct: boolean): void {
  if (match.bye) throw conflict(`Match ${match.id} is a BYE: nobody plays it.`);
  if (match.status === 'locked' || match.status === 'waiting') throw conflict(`Match ${match.id} is not ready: its opponents are not both known yet.`);
  if (match.status !== 'completed') return;
  if (!correct) throw conflict(`Match ${match.id} is already completed; an admin can correct its result.`);
  if (match.reportId === null) throw conflict(`Match ${match.id} was decided by a forfeit, not played: it has no result to correct.`);
}

/**
 * Applies a result to a match: scores [a, b] for a duel, placements for a lobby. Sending the
 * report already applied to the match again changes nothing. A completed match takes a new result
 * only with `correct`; later matches whose participants it changes are then reset. Pure: the state
 * given is left as it was, so calling it also previews a correction.
 */
export function applyReport(state: BracketState, matchId: string, report: MatchReport): ReportOutcome {
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
    const scores = checkScores(report.scores);
    if (scores[0] === scores[1] && !rules.allowsDraws) {
      throw invalid(`A draw is not possible in ${FORMAT_NAMES[next.settings.format]}: one side must score more.`);
    }
    checkReportable(match, report.correct === true);
    recordDuelScores(match, scores);
  } else {
    throw invalid('A report needs scores, or placements for a lobby.');
  }
  match.reportId = report.reportId;
  rules.settle(next);

  const reset = resetMatchIds(state, next).filter((id) => id !== matchId);
  return { state: next, changedMatches: changedMatches(state, next), resetMatchIds: reset, duplicate: false };
}

/** Marks a ready match as being played. */
export function startMatch(state: BracketState, matchId: string): BracketChange {
  const next = cloneState(state);
  const match = findMatch(next, matchId);
  if (match.status !== 'ready') throw conflict(`Match ${matchId} cannot start: it is ${match.status}.`);
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
