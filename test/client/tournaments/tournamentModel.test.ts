import { byListOrder, byStartThenTitle, tournamentPhase } from '../../../src/lib/tournaments';

it('sorts valid dates first (a valid date is after 2000), earliest first, then by title', () => {
  const list = [
    { title: 'B TBA', startAt: 'TBA' },
    { title: 'Late', startAt: '2031-05-01T10:00:00Z' },
    { title: 'A TBA', startAt: null },
    { title: 'Too old to count', startAt: '1999-01-01T10:00:00Z' },
    { title: 'Early', startDate: '2030-01-01T10:00:00Z' },
  ];
  expect([...list].sort(byStartThenTitle).map((item) => item.title)).toEqual(['Early', 'Late', 'A TBA', 'B TBA', 'Too old to count']);
});

it('lists what is still to come first, then what is live, then the past with the most recent first', () => {
  const list = [
    { title: 'Old final', status: 'COMPLETED', startAt: '2022-01-01T10:00:00Z' },
    { title: 'Live now', status: 'LIVE', startAt: '2026-01-01T10:00:00Z' },
    { title: 'Undated', status: 'COMING_SOON', startAt: null },
    { title: 'Recent final', status: 'COMPLETED', startAt: '2025-01-01T10:00:00Z' },
    { title: 'Next week', status: 'UPCOMING', startAt: '2031-01-01T10:00:00Z' },
    { title: 'Tomorrow', status: 'COMING_SOON', startAt: '2030-01-01T10:00:00Z' },
  ];
  expect([...list].sort(byListOrder).map((item) => item.title)).toEqual(['Tomorrow', 'Next week', 'Undated', 'Live now', 'Recent final', 'Old final']);
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
