import { pickPopularGames, type RatedGame } from '../../../src/features/home/popularGames';
import { aGame } from './homeFixtures';

const rated = (name: string, average: number, count: number): RatedGame => ({ game: aGame({ key: name.toLowerCase(), name }), average, count });
const names = (list: RatedGame[]) => list.map(({ game }) => game.name);

test('games with at least 10 ratings come first, best average first, even before better-rated newcomers', () => {
  const games = [rated('Newcomer', 5, 9), rated('Good', 4.2, 10), rated('Best', 4.8, 250), rated('Fine', 3.1, 40)];
  expect(names(pickPopularGames(games, 6))).toEqual(['Best', 'Good', 'Fine', 'Newcomer']);
});

test('when too few have 10 ratings, games under 10 fill up by rating, then by name', () => {
  const games = [
    rated('Zelda-like', 4, 3),
    rated('Established', 3, 12),
    rated('Unrated', 0, 0),
    rated('Almost', 4.9, 9),
    rated('Arena', 4, 1),
  ];
  expect(names(pickPopularGames(games, 6))).toEqual(['Established', 'Almost', 'Arena', 'Zelda-like', 'Unrated']);
});

test('only as many as asked for are kept: 6 on desktop, 3 on phones', () => {
  const games = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((name, index) => rated(name, 5 - index * 0.5, 20));
  expect(names(pickPopularGames(games, 6))).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
  expect(names(pickPopularGames(games, 3))).toEqual(['A', 'B', 'C']);
});
