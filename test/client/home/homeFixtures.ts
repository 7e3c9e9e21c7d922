import { http, HttpResponse } from 'msw';
import type { Game } from '../../../common/contract/games';
import type { BetaCountdown } from '../../../common/contract/beta';
import type { BetaFeatureLists } from '../../../src/features/beta/betaApi';
import type { TournamentLike } from '../../../src/lib/tournaments';
import { aGame } from '../games/fixtures';

export { aGame };

let lastTournamentNumber = 0;

/** A tournament of the API with what a test changes. */
export function aTournament(title: string, fields: Partial<TournamentLike> = {}): TournamentLike {
  lastTournamentNumber++;
  return {
    _id: `6a1f00d5e1a7c0de${lastTournamentNumber.toString(16).padStart(8, '0')}`,
    title,
    status: 'COMING_SOON',
    startAt: '2030-01-01T18:00:00.000Z',
    prizePool: '€1,000',
    format: 'SINGLE_ELIMINATION',
    platform: 'PC',
    organizer: null,
    heroUrl: null,
    game: 'valorant',
    ...fields,
  };
}

export const countdown: BetaCountdown = {
  isActive: true,
  title: 'VERSUS Beta',
  subtitle: 'Join the founding members.',
  currentMembers: 1234,
  targetMembers: 2500,
};

export const featureLists: BetaFeatureLists = {
  current: [
    { _id: '6a1f00d5e1a7c0de0000b001', title: 'Tournaments with Notify Me', description: 'Get told when registration opens.', status: 'completed', estimatedRelease: 'TBA' },
    { _id: '6a1f00d5e1a7c0de0000b002', title: 'Friends & chat', description: 'See who is online.', status: 'active', estimatedRelease: 'TBA' },
  ],
  future: [
    { _id: '6a1f00d5e1a7c0de0000b003', title: 'Team tournaments', description: 'Compete as a team.', status: 'planned', estimatedRelease: 'Q1 2027' },
    { _id: '6a1f00d5e1a7c0de0000b004', title: 'VERSUS token rewards', description: 'Earn tokens.', status: 'planned', estimatedRelease: 'TBA' },
  ],
};

/** Counts the requests a handler answered. */
export function counted<Args extends unknown[]>(answer: (...args: Args) => Response | Promise<Response>) {
  const calls: Args[] = [];
  const handler = (...args: Args) => {
    calls.push(args);
    return answer(...args);
  };
  return { handler, calls };
}

export const failing = () => HttpResponse.json({ msg: 'Service temporarily unavailable. Please try again.' }, { status: 503 });

export function betaHandlers(answers: { countdown?: BetaCountdown; features?: BetaFeatureLists } = {}) {
  return [
    http.get('*/api/beta-countdown', () => HttpResponse.json({ success: true, data: answers.countdown ?? countdown })),
    http.get('*/api/beta-features', () => HttpResponse.json({ success: true, data: answers.features ?? featureLists })),
  ];
}

export function catalogueHandler(games: Game[]) {
  return http.get('*/api/games', () => HttpResponse.json(games));
}

export function tournamentsHandler(items: TournamentLike[]) {
  return http.get('*/api/tournaments', () => HttpResponse.json({ items, total: items.length }));
}

const originalMatchMedia = window.matchMedia;

/**
 * jsdom has no layout: the media queries the page asks are answered here. Narrow means a phone
 * (up to 768 px, so also up to 1024 px).
 */
export function useViewport({ narrow, reducedMotion = false }: { narrow: boolean; reducedMotion?: boolean }): void {
  window.matchMedia = (query: string) =>
    ({
      matches:
        (query === '(max-width: 768px)' && narrow) ||
        (query === '(max-width: 1024px)' && narrow) ||
        (query === 'not all and (max-width: 1024px)' && !narrow) ||
        (query === '(prefers-reduced-motion: reduce)' && reducedMotion),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

export function restoreViewport(): void {
  window.matchMedia = originalMatchMedia;
}
