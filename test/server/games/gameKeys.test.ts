import { normalizeGameKey } from '../../../common/gameKeys';

describe('game key normalisation', () => {
  test.each([
    // lowercase; spaces and underscores become hyphens; other characters removed
    ['EA-FC', 'ea-fc'],
    ['Clash Royale', 'clash-royale'],
    ['clash_royale', 'clash-royale'],
    ['Mario Kart!', 'mario-kart'],
    ['valorant™', 'valorant'],
    ['COD', 'cod'],
    // aliases
    ['eafc', 'ea-fc'],
    ['ea-sports-fc', 'ea-fc'],
    ['EA SPORTS FC', 'ea-fc'],
    ['ea_sports_fc', 'ea-fc'],
    ['call-of-duty', 'cod'],
    ['Call of Duty', 'cod'],
    ['csgo', 'cs-go'],
    ['cs:go', 'cs-go'],
    ['CS:GO', 'cs-go'],
    ['mario-kart-world', 'mario-kart'],
    ['Mario Kart World', 'mario-kart'],
  ])('%s → %s', (input, key) => {
    expect(normalizeGameKey(input)).toBe(key);
  });

  test('a key that is already canonical is unchanged, and normalising twice changes nothing', () => {
    for (const key of ['ea-fc', 'clash-royale', 'cod', 'cs-go', 'mario-kart', 'valorant', 'rocket-league']) {
      expect(normalizeGameKey(key)).toBe(key);
      expect(normalizeGameKey(normalizeGameKey(key.toUpperCase()))).toBe(key);
    }
  });
});
