import type { Database } from '../../db/database';
import { withDefaults } from './tournamentInput';
import { TournamentsRepository, type TournamentFields } from './tournamentsRepository';
import type { Placement } from '../../../common/contract/tournaments';

type EventSettings = 'registrationCapacity' | 'registrationOpensAt' | 'registrationClosesAt' | 'teamSize' | 'checkInMinutes' | 'bestOf' | 'prizes';

interface DemoTournament extends Omit<TournamentFields, 'startAt' | 'heroUrl' | 'rules' | EventSettings>, Partial<Pick<TournamentFields, EventSettings>> {
  id: string;
  /** When it starts, relative to the seeding moment; null while to be announced. */
  start: { inDays: number; atHourUtc: number } | { inHours: number } | null;
}

const HOUSE_RULES = [
  'Check in on the VERSUS bot 30 minutes before your first match; players who have not checked in are replaced.',
  'Play under your registered gamer tag. Smurf and shared accounts are disqualified.',
  'Report every score on the bot with a screenshot within 10 minutes of the match ending.',
  'A disconnect in the first two minutes restarts the match once; later disconnects count as played.',
  'Be respectful: abuse, cheating and exploiting bugs lead to disqualification and forfeited prizes.',
  'Prizes are paid within 30 days after the final, once the winners have confirmed their payout details.',
].join('\n');

function podium(names: string[], prizes: string[] = []): Placement[] {
  return names.map((name, index) => ({ place: index + 1, name, prize: prizes[index] ?? null }));
}

/**
 * The demo tournaments seeded on first start: several per status, over several
 * games, VERSUS and partner organizers, some dates still TBA. Fixed ids keep the bundled
 * public/data/tournaments.json (TOURNAMENT_SOURCE=local) pointing at the same tournaments.
 */
export const DEMO_TOURNAMENTS: DemoTournament[] = [
  {
    id: '6a1f00d5e1a7c0de00000001', title: 'VERSUS EA FC Winter Cup', status: 'COMING_SOON', start: { inDays: 21, atHourUtc: 18 },
    prizePool: '€5,000', format: 'SINGLE_ELIMINATION', platform: 'PS5', organizer: null, gameKey: 'ea-fc',
    description: 'Sixty-four of the best EA SPORTS FC players meet in a one-day knockout. Best of three up to the quarter-finals, best of five from there.',
    results: null,
  },
  {
    id: '6a1f00d5e1a7c0de00000002', title: 'Clash Royale Masters Series', status: 'COMING_SOON', start: null,
    prizePool: '$1,000 + in-game items', format: 'SWISS', platform: 'Mobile', organizer: 'Nordic Esports League', gameKey: 'clash-royale',
    description: 'Five Swiss rounds, then a top-eight bracket. The date is set once the season calendar of our partner is final.',
    results: null,
  },
  {
    id: '6a1f00d5e1a7c0de00000003', title: 'VALORANT Open Qualifier', status: 'COMING_SOON', start: { inDays: 35, atHourUtc: 17 },
    prizePool: '€10,000', format: 'DOUBLE_ELIMINATION', platform: 'PC', organizer: 'Alpine Gaming Circuit', gameKey: 'valorant',
    description: 'Open to teams of five. The two finalists qualify for the Alpine Gaming Circuit main event.',
    results: null,
  },
  {
    id: '6a1f00d5e1a7c0de00000004', title: 'Mario Kart Friday Fun Night', status: 'COMING_SOON', start: null,
    prizePool: 'Merch bundle', format: 'ROUND_ROBIN', platform: 'Switch', organizer: null, gameKey: 'mario-kart',
    description: 'A relaxed evening of Grand Prix races. Everyone races everyone; points decide the podium.',
    results: null,
  },
  {
    id: '6a1f00d5e1a7c0de00000005', title: 'Call of Duty Warzone Showdown', status: 'UPCOMING', start: { inDays: 9, atHourUtc: 19 },
    prizePool: '$2,500', format: 'BATTLE_ROYALE', platform: 'Cross-platform', organizer: null, gameKey: 'cod',
    description: 'Quads, six matches, kill points plus placement points. Register your squad on this page or in the VERSUS bot.',
    results: null,
    registrationCapacity: 25, teamSize: 4, checkInMinutes: 60,
    prizes: [{ place: 1, prize: '$1,500' }, { place: 2, prize: '$700' }, { place: 3, prize: '$300' }],
  },
  {
    id: '6a1f00d5e1a7c0de00000006', title: 'Counter-Strike 2 Community League – Season 3', status: 'UPCOMING', start: { inDays: 14, atHourUtc: 18 },
    prizePool: '€3,000', format: 'SWISS', platform: 'PC', organizer: 'Baltic Clutch Series', gameKey: 'cs-go',
    description: 'Sixteen teams of five, a Swiss stage over two weekends, every match a best of three.',
    results: null,
    registrationCapacity: 16, teamSize: 5, checkInMinutes: 45, bestOf: 3,
    prizes: [{ place: 1, prize: '€1,800' }, { place: 2, prize: '€800' }, { place: 3, prize: '€400' }],
  },
  {
    id: '6a1f00d5e1a7c0de00000007', title: 'EA FC Pro Clubs Weekend', status: 'SCHEDULED', start: { inDays: 5, atHourUtc: 16 },
    prizePool: '€1,500', format: 'DOUBLE_ELIMINATION', platform: 'Cross-platform', organizer: 'Iberian Pro Clubs Association', gameKey: 'ea-fc',
    description: 'Eleven-a-side Pro Clubs teams play a double-elimination bracket over one weekend.',
    results: null,
  },
  {
    id: '6a1f00d5e1a7c0de00000008', title: 'VALORANT Night Clash', status: 'LIVE', start: { inHours: -2 },
    prizePool: '€2,000', format: 'SINGLE_ELIMINATION', platform: 'PC', organizer: null, gameKey: 'valorant',
    description: 'Thirty-two teams, one night, single elimination. Follow the bracket in the VERSUS bot.',
    results: null,
  },
  {
    id: '6a1f00d5e1a7c0de00000009', title: 'Clash Royale Speed Cup', status: 'LIVE', start: { inHours: -1 },
    prizePool: '$500', format: 'SINGLE_ELIMINATION', platform: 'Mobile', organizer: 'Nordic Esports League', gameKey: 'clash-royale',
    description: 'Best-of-one sprint bracket with triple elixir from the first second.',
    results: null,
  },
  {
    id: '6a1f00d5e1a7c0de0000000e', title: 'Counter-Strike 2 Swiss Masters', status: 'LIVE', start: { inHours: -3 },
    prizePool: '€4,000', format: 'SWISS', platform: 'PC', organizer: 'Baltic Clutch Series', gameKey: 'cs-go',
    description: 'Sixteen teams, five Swiss rounds of best-of-one, nobody meets the same team twice; the Buchholz score breaks ties.',
    results: null,
  },
  {
    id: '6a1f00d5e1a7c0de0000000a', title: 'EA FC Autumn Championship', status: 'COMPLETED', start: { inDays: -30, atHourUtc: 18 },
    prizePool: '€5,000', format: 'SINGLE_ELIMINATION', platform: 'PS5', organizer: null, gameKey: 'ea-fc',
    description: 'The autumn knockout of the VERSUS EA FC season.',
    results: podium(['NordicNinja', 'PixelPulse', 'GoalMachine', 'TikiTakaTom'], ['€2,500', '€1,250', '€750', '€500']),
  },
  {
    id: '6a1f00d5e1a7c0de0000000b', title: 'Counter-Strike 2 Fall Invitational', status: 'COMPLETED', start: { inDays: -45, atHourUtc: 17 },
    prizePool: '€7,500', format: 'DOUBLE_ELIMINATION', platform: 'PC', organizer: 'Baltic Clutch Series', gameKey: 'cs-go',
    description: 'Eight invited teams, double elimination, best-of-three grand final.',
    results: podium(['Riga Rush', 'Vilnius Vipers', 'Tallinn Titans', 'Helsinki Hawks'], ['€4,000', '€2,000', '€1,000', '€500']),
  },
  {
    id: '6a1f00d5e1a7c0de0000000c', title: 'Call of Duty Squad Series', status: 'COMPLETED', start: { inDays: -60, atHourUtc: 19 },
    prizePool: '$3,000', format: 'BATTLE_ROYALE', platform: 'Cross-platform', organizer: null, gameKey: 'cod',
    description: 'Four weeks of squad battles; the best five results of each squad counted.',
    results: podium(['Squad Ghost', 'Night Owls', 'Drop Zone Kings'], ['$1,500', '$1,000', '$500']),
  },
  {
    id: '6a1f00d5e1a7c0de0000000d', title: 'Mario Kart Community Cup', status: 'COMPLETED', start: { inDays: -14, atHourUtc: 18 },
    prizePool: 'Nintendo eShop cards', format: 'ROUND_ROBIN', platform: 'Switch', organizer: null, gameKey: 'mario-kart',
    description: 'Our community cup: twelve racers, every track once.',
    results: podium(['ShellShocker', 'BananaPeel', 'RainbowRider']),
  },
];

function startAt(start: DemoTournament['start'], now: Date): Date | null {
  if (start === null) return null;
  const date = new Date(now);
  if ('inHours' in start) {
    // Whole hours keep the demo dates tidy (18:00 rather than 18:37).
    date.setUTCMinutes(0, 0, 0);
    date.setUTCHours(date.getUTCHours() + start.inHours);
  } else {
    date.setUTCDate(date.getUTCDate() + start.inDays);
    date.setUTCHours(start.atHourUtc, 0, 0, 0);
  }
  return date;
}

/** The demo tournaments with their dates set relative to `now`. */
export function demoTournamentFields(now = new Date()): Array<{ id: string; fields: TournamentFields }> {
  return DEMO_TOURNAMENTS.map(({ id, start, ...fields }) => ({
    id,
    fields: withDefaults({ ...fields, startAt: startAt(start, now), heroUrl: null, rules: HOUSE_RULES }),
  }));
}

/** Seeds the demo tournaments when the table is empty (first start); later starts keep what admins changed. */
export async function seedDemoTournaments(db: Database): Promise<number> {
  const tournaments = new TournamentsRepository(db);
  if (!(await tournaments.isEmpty())) return 0;
  for (const { id, fields } of demoTournamentFields()) await tournaments.insert(fields, id);
  return DEMO_TOURNAMENTS.length;
}
