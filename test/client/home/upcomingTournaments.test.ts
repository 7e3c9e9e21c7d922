import { pickUpcomingTournaments } from '../../../src/features/home/upcomingTournaments';
import { aTournament } from './homeFixtures';

const titles = (list: ReturnType<typeof pickUpcomingTournaments>) => list.map((tournament) => tournament.title);

test('only coming_soon, upcoming and scheduled tournaments are upcoming, in any letter case', () => {
  const list = [
    aTournament('A', { status: 'COMING_SOON' }),
    aTournament('B', { status: 'coming_soon' }),
    aTournament('C', { status: 'Upcoming' }),
    aTournament('D', { status: 'SCHEDULED' }),
    aTournament('E', { status: 'LIVE' }),
    aTournament('F', { status: 'COMPLETED' }),
    aTournament('G', { status: undefined }),
    aTournament('H', { status: 'coming soon' }),
  ];
  expect(titles(pickUpcomingTournaments(list, 10)).sort()).toEqual(['A', 'B', 'C', 'D']);
});

test('valid dates come first, earliest first; equal dates go by title', () => {
  const list = [
    aTournament('Late', { startAt: '2031-05-01T10:00:00Z' }),
    aTournament('Zeta', { startAt: '2030-02-01T10:00:00Z' }),
    aTournament('Alpha', { startAt: '2030-02-01T10:00:00Z' }),
    aTournament('Early', { startDate: '2029-12-24', startAt: undefined }),
  ];
  expect(titles(pickUpcomingTournaments(list, 10))).toEqual(['Early', 'Alpha', 'Zeta', 'Late']);
});

test('dates that are missing, TBA, unparseable or not after 2000 come last, by title', () => {
  const list = [
    aTournament('Year 2000', { startAt: '2000-06-01T10:00:00Z' }),
    aTournament('TBA date', { startAt: 'TBA' }),
    aTournament('Dated', { startAt: '2030-01-01T10:00:00Z' }),
    aTournament('Broken', { startAt: 'next friday' }),
    aTournament('None', { startAt: null }),
    aTournament('Ancient', { startAt: '1999-12-31T10:00:00Z' }),
  ];
  expect(titles(pickUpcomingTournaments(list, 10))).toEqual(['Dated', 'Ancient', 'Broken', 'None', 'TBA date', 'Year 2000']);
});

test('three are kept', () => {
  const list = ['D', 'C', 'B', 'A'].map((title, index) => aTournament(title, { startAt: `2030-0${index + 1}-01T10:00:00Z` }));
  expect(titles(pickUpcomingTournaments(list, 3))).toEqual(['D', 'C', 'B']);
});
