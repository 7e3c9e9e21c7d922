import type { TournamentLike } from '../../../src/lib/tournaments';

export const COMING_SOON_ID = '6a1f00d5e1a7c0de00000001';

export const comingSoon: TournamentLike = {
  _id: COMING_SOON_ID,
  title: 'VERSUS EA FC Winter Cup',
  status: 'COMING_SOON',
  startAt: '2030-12-13T18:00:00.000Z',
  prizePool: '€5,000',
  format: 'SINGLE_ELIMINATION',
  platform: 'PS5',
  organizer: null,
  heroUrl: null,
  game: 'ea-fc',
};

export const upcoming: TournamentLike = {
  _id: '6a1f00d5e1a7c0de00000005',
  title: 'Call of Duty Warzone Showdown',
  status: 'UPCOMING',
  startAt: '2030-12-01T19:00:00.000Z',
  prizePool: '$2,500',
  format: 'BATTLE_ROYALE',
  platform: 'Cross-platform',
  organizer: 'Nordic Esports League',
  game: 'cod',
};

export const live: TournamentLike = {
  _id: '6a1f00d5e1a7c0de00000008',
  title: 'VALORANT Night Clash',
  status: 'LIVE',
  startAt: '2026-11-22T10:00:00.000Z',
  prizePool: '€2,000',
  format: 'SINGLE_ELIMINATION',
  platform: 'PC',
  organizer: null,
  game: 'valorant',
};

export const completed: TournamentLike = {
  _id: '6a1f00d5e1a7c0de0000000a',
  title: 'EA FC Autumn Championship',
  status: 'COMPLETED',
  startAt: '2026-10-23T18:00:00.000Z',
  prizePool: '€5,000',
  format: 'SINGLE_ELIMINATION',
  platform: 'PS5',
  organizer: null,
  game: 'ea-fc',
  results: [
    { place: 2, name: 'PixelPulse', prize: '€1,250' },
    { place: 1, name: 'NordicNinja', prize: '€2,500' },
    { place: 3, name: 'GoalMachine', prize: null },
  ],
};

export const games = [
  { key: 'ea-fc', name: 'EA SPORTS FC 26', title: 'EA SPORTS FC 26', heroUrl: '/images/games/ea-fc/hero-desktop.svg' },
  { key: 'cod', name: 'Call of Duty: Black Ops 7', title: 'Call of Duty: Black Ops 7', heroUrl: '/images/games/cod/hero-desktop.svg' },
  { key: 'valorant', name: 'VALORANT', title: 'VALORANT', heroUrl: '/images/games/valorant/hero-desktop.svg' },
];
