import { byStartThenTitle, tournamentPhase } from '../../../src/lib/tournaments';

it('sorts valid dates first, earliest first, then by title', () => {
  const list = [
    { title: 'B TBA', startAt: 'TBA' },
    { title: 'Late', startAt: '2031-05-01T10:00:00Z' },
    { title: 'A TBA', startAt: null },
    { title: 'Too old to count', startAt: '1999-01-01T10:00:00Z' },
    { title: 'Early', startDate: '2030-01-01T10:00:00Z' },
  ];
  expect([...list].sort(byStartThenTitle).map((item) => item.title)).toEqual(['Early', 'Late', 'A TBA', 'B TBA', 'Too old to count']);
});

it.each([
  ['COMING_SOON', 'upcoming'],
  ['coming_soon', 'upcoming'],
  ['Upcoming', 'upcoming'],
  ['scheduled', 'upcoming'],
  ['LIVE', 'live'],
  ['completed', 'past'],
  ['CANCELLED', 'other'],
  [undefined, 'other'],
])('status %p belongs to the %s list, in any letter case', (status, phase) => {
  expect(tournamentPhase({ status })).toBe(phase);
});
