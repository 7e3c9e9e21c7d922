import { botLinkForTournament } from '../../../src/lib/botLink';

const ID = '6a1f00d5e1a7c0de00000002';

test.each([
  ['https://t.me/versus_arena_bot', `https://t.me/versus_arena_bot?start=tournament-${ID}`],
  ['tg://resolve?domain=versus_arena_bot', `tg://resolve?domain=versus_arena_bot&start=tournament-${ID}`],
  ['https://t.me/versus_arena_bot?start=old', `https://t.me/versus_arena_bot?start=tournament-${ID}`],
])('%s opens the bot on the tournament', (botUrl, expected) => {
  expect(botLinkForTournament(botUrl, ID)).toBe(expected);
});

test('an id that cannot travel as a start parameter gets the bot itself', () => {
  expect(botLinkForTournament('https://t.me/versus_arena_bot', 'spring cup/2027')).toBe('https://t.me/versus_arena_bot');
});
