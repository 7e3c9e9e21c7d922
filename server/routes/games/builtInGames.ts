/**
 * The built-in game catalogue, seeded on first start.
 * Texts are our own; artwork under public/images/games/{key}/ is drawn by us (no third-party logos).
 */

/** Store names a game may link to. */
export type SeedStoreName =
  | 'psn' | 'xbox' | 'steam' | 'epic' | 'eaapp' | 'luna' | 'switch' | 'appstore' | 'playstore' | 'battleNet' | 'official';

export interface SeedGameSection {
  title: string;
  body?: string;
  bullets?: string[];
}

/** Hero image per viewport: up to 768 px, up to 1280 px, above. */
export interface SeedHeroSrcset {
  mobile: string;
  tablet: string;
  desktop: string;
}

export interface SeedGameRating {
  system: 'PEGI' | 'USK';
  value: string;
}

export interface SeedGame {
  key: string;
  name: string;
  title: string;
  /** ISO date, yyyy-mm-dd. */
  releaseDate: string;
  publisher: string;
  developer: string;
  platforms: string[];
  genres: string[];
  rating: SeedGameRating;
  competitive: boolean;
  featured: boolean;
  shortDescription: string;
  longDescription: string;
  sections: SeedGameSection[];
  storeLinks: Partial<Record<SeedStoreName, string>>;
  /** YouTube video ids. */
  trailers: string[];
  trailerYouTubeId: string | null;
  icon: string;
  coverImage: string;
  coverSrcset: string | null;
  heroUrl: string;
  heroKey: string;
  heroSrcset: SeedHeroSrcset;
}

type GameText = Omit<
  SeedGame,
  'title' | 'trailerYouTubeId' | 'icon' | 'coverImage' | 'coverSrcset' | 'heroUrl' | 'heroKey' | 'heroSrcset'
>;

/** Adds the derived fields: title, first trailer, and the paths of our own artwork. */
function withArtwork(game: GameText): SeedGame {
  const dir = `/images/games/${game.key}`;
  return {
    ...game,
    title: game.name,
    trailerYouTubeId: game.trailers[0] ?? null,
    icon: `${dir}/icon.svg`,
    coverImage: `${dir}/cover.svg`,
    coverSrcset: null,
    heroUrl: `${dir}/hero-desktop.svg`,
    heroKey: game.key,
    heroSrcset: {
      mobile: `${dir}/hero-mobile.svg`,
      tablet: `${dir}/hero-tablet.svg`,
      desktop: `${dir}/hero-desktop.svg`,
    },
  };
}

const BOT_STEP = 'Register on the tournament’s page or through the VERSUS bot, and check in there before the start when the tournament asks; the bot in the messaging app shares your pairings and match lobbies and takes the results.';

export const BUILT_IN_GAMES: SeedGame[] = [
  withArtwork({
    key: 'ea-fc',
    name: 'EA SPORTS FC 26',
    releaseDate: '2025-09-26',
    publisher: 'Electronic Arts',
    developer: 'EA Vancouver, EA Romania',
    platforms: ['PS5', 'PS4', 'Xbox Series X|S', 'Xbox One', 'PC', 'Switch', 'Switch 2'],
    genres: ['Sports', 'Football'],
    rating: { system: 'PEGI', value: '3' },
    competitive: true,
    featured: true,
    shortDescription: 'The 2025/26 edition of EA\'s licensed football series, with Ultimate Team, Clubs and Career modes.',
    longDescription: [
      'EA SPORTS FC 26 is the yearly football simulation from Electronic Arts and the third release under the EA SPORTS FC name, which the series took after its long run as FIFA. It covers thousands of licensed players, hundreds of clubs and dozens of leagues, and is played on current and previous-generation PlayStation and Xbox consoles, on PC, and on Nintendo Switch and Switch 2.',
      'The main modes are Football Ultimate Team, where players build a squad from collected player items and play online divisions and weekend competitions; Clubs, in which friends each control one player of a shared team; and Career, for single-player management or a single pro\'s journey. This edition separates a Competitive gameplay preset for online modes from an Authentic preset aimed at Career.',
      'On VERSUS, FC is played head to head: one player, one controller, one match at a time. Results are what count, so tournaments reward consistent decision-making over a run of matches rather than one lucky game.',
    ].join('\n\n'),
    sections: [
      {
        title: 'How VERSUS tournaments work for this game',
        bullets: [
          BOT_STEP,
          'Matches are played online as Friendlies between the two opponents; the host shares the lobby details in the bot.',
          'Both players report the final score, with a screenshot of the full-time screen if asked.',
          'Platform and cross-play rules are stated on each tournament page.',
        ],
      },
      {
        title: 'Formats we play',
        bullets: [
          '1v1 single elimination, one match per round, best of three in the final.',
          'Group stage followed by a knockout bracket for larger events.',
          'Aggregate-score rounds (two legs) for selected cups.',
        ],
      },
      {
        title: 'Match settings',
        body: 'Unless a tournament says otherwise: 6-minute halves, competitive gameplay preset, normal speed, no handicap, extra time and penalties in knockout matches.',
      },
      {
        title: 'Tips',
        bullets: [
          'Learn one formation well and keep a second one for when you are chasing a game.',
          'Check in early: missing the check-in window forfeits the match.',
          'Keep a stable wired connection if you can; lag is not a reason to replay a match.',
        ],
      },
    ],
    storeLinks: {
      official: 'https://www.ea.com/games/ea-sports-fc/fc-26',
      steam: 'https://store.steampowered.com/app/3405690/EA_SPORTS_FC_26/',
    },
    trailers: [],
  }),
  withArtwork({
    key: 'clash-royale',
    name: 'Clash Royale',
    releaseDate: '2016-03-02',
    publisher: 'Supercell',
    developer: 'Supercell',
    platforms: ['iOS', 'Android'],
    genres: ['Strategy', 'Card Battler', 'Tower Defense'],
    rating: { system: 'PEGI', value: '7' },
    competitive: true,
    featured: false,
    shortDescription: 'Real-time mobile duels: build a deck of eight cards and knock down your opponent\'s towers in a few minutes.',
    longDescription: [
      'Clash Royale is a free-to-play real-time strategy game for phones and tablets by Supercell, released worldwide in 2016. Two players face each other in a small arena, each defending a King Tower and two Princess Towers, and spend regenerating elixir to deploy troops, spells and buildings from a deck of eight cards.',
      'A standard battle lasts three minutes plus overtime. Destroying the enemy King Tower wins at once; otherwise the player with more towers destroyed wins. Cards are collected and upgraded over time, and the game runs seasonal events, ladders and clan features.',
      'Because battles are short and symmetrical, Clash Royale suits fast tournament brackets. On VERSUS, matches use friendly battles so that both players agree on the rules before they start.',
    ].join('\n\n'),
    sections: [
      {
        title: 'How VERSUS tournaments work for this game',
        bullets: [
          BOT_STEP,
          'Add your opponent as a friend in the game (or join the tournament clan when one is given) and play a friendly battle.',
          'Report the result in the bot; a screenshot of the battle log settles disputes.',
        ],
      },
      {
        title: 'Formats we play',
        bullets: [
          '1v1 best of three, single or double elimination.',
          'Deck rules, such as whether decks may change between matches, are listed for each event.',
          'Draft and special-mode cups from time to time.',
        ],
      },
      {
        title: 'Tips',
        bullets: [
          'Do not over-commit elixir on defence; a positive elixir trade wins games.',
          'Track your opponent\'s card cycle to know when their counters are out of hand.',
          'Save your deck link before the tournament in case the rules lock decks.',
        ],
      },
    ],
    storeLinks: {
      official: 'https://clashroyale.com/',
      appstore: 'https://apps.apple.com/app/clash-royale/id1053012308',
      playstore: 'https://play.google.com/store/apps/details?id=com.supercell.clashroyale',
    },
    trailers: [],
  }),
  withArtwork({
    key: 'cod',
    name: 'Call of Duty: Black Ops 7',
    releaseDate: '2025-11-14',
    publisher: 'Activision',
    developer: 'Treyarch, Raven Software',
    platforms: ['PS5', 'PS4', 'Xbox Series X|S', 'Xbox One', 'PC'],
    genres: ['Shooter', 'First-person shooter'],
    rating: { system: 'PEGI', value: '18' },
    competitive: true,
    featured: true,
    shortDescription: 'The 2025 Black Ops entry: a near-future co-op campaign, fast 6v6 multiplayer and round-based Zombies.',
    longDescription: [
      'Call of Duty: Black Ops 7 is a first-person shooter published by Activision and developed by Treyarch with Raven Software. Set in 2035, it follows on from the stories of Black Ops II and Black Ops 6, and its campaign can be played alone or in co-op with up to four players.',
      'Multiplayer offers classic 6v6 modes on small and medium maps alongside larger-scale modes, with the create-a-class system, scorestreaks and movement that the series is known for. Zombies returns as a round-based co-op mode. The game launched on PlayStation, Xbox and PC.',
      'For VERSUS, Call of Duty is about quick reactions and team play. We run both 1v1 gunfights and team events in private matches, with settings close to the competitive rulesets players already know.',
    ].join('\n\n'),
    sections: [
      {
        title: 'How VERSUS tournaments work for this game',
        bullets: [
          BOT_STEP,
          'The higher seed hosts a private match with the settings listed on the tournament page.',
          'Team captains report the series score; keep the final scoreboard screenshot.',
          'Cross-play and input rules (controller or keyboard and mouse) are set per tournament.',
        ],
      },
      {
        title: 'Formats we play',
        bullets: [
          '1v1 and 2v2 brackets on small maps, best of three.',
          '4v4 team events over competitive modes such as Hardpoint and Search and Destroy.',
          'Single elimination for cups, double elimination for major events.',
        ],
      },
      {
        title: 'Tips',
        bullets: [
          'Agree on spawns and callouts with your team before the first map.',
          'Check the restricted items list of the event before building your classes.',
          'Late arrivals lose the first map by forfeit, so be in the lobby on time.',
        ],
      },
    ],
    storeLinks: {
      official: 'https://www.callofduty.com/blackops7',
    },
    trailers: [],
  }),
  withArtwork({
    key: 'cs-go',
    name: 'Counter-Strike 2',
    releaseDate: '2023-09-27',
    publisher: 'Valve',
    developer: 'Valve',
    platforms: ['PC'],
    genres: ['Shooter', 'Tactical shooter'],
    rating: { system: 'PEGI', value: '18' },
    competitive: true,
    featured: false,
    shortDescription: 'Valve\'s free-to-play 5v5 tactical shooter, successor to CS:GO: plant or defuse the bomb, round after round.',
    longDescription: [
      'Counter-Strike 2 is a tactical first-person shooter by Valve and the successor to Counter-Strike: Global Offensive, which it replaced in September 2023. It is free to play on PC through Steam and runs on the Source 2 engine, with reworked smoke grenades, sub-tick networking and updated maps.',
      'In the main mode two teams of five play a series of rounds as Terrorists and Counter-Terrorists: one side tries to plant a bomb at one of two bomb sites, the other tries to stop or defuse it. Money earned each round buys weapons and utility, so economy and teamwork matter as much as aim.',
      'Counter-Strike has one of the longest-running competitive scenes in esports. VERSUS runs community cups in 5v5 and smaller formats, so teams and duos of every level can play structured matches.',
    ].join('\n\n'),
    sections: [
      {
        title: 'How VERSUS tournaments work for this game',
        bullets: [
          BOT_STEP,
          'Matches are played on a server or private lobby shared in the bot; the teams pick and ban maps in the lobby before the match.',
          'Captains report the map scores and keep the final scoreboard.',
        ],
      },
      {
        title: 'Formats we play',
        bullets: [
          '5v5 Premier-style matches, best of one or best of three as each tournament states (every map’s score is kept).',
          '2v2 Wingman cups on the smaller maps.',
          '1v1 aim duels for quick weekend brackets.',
        ],
      },
      {
        title: 'Tips',
        bullets: [
          'Plan your economy as a team: decide together when to save and when to buy.',
          'Learn two or three smokes and flashes per site on the current map pool.',
          'Keep voice comms short during rounds: position, number, health.',
        ],
      },
    ],
    storeLinks: {
      official: 'https://www.counter-strike.net/',
      steam: 'https://store.steampowered.com/app/730/CounterStrike_2/',
    },
    trailers: [],
  }),
  withArtwork({
    key: 'mario-kart',
    name: 'Mario Kart World',
    releaseDate: '2025-06-05',
    publisher: 'Nintendo',
    developer: 'Nintendo EPD',
    platforms: ['Switch 2'],
    genres: ['Racing', 'Kart Racing'],
    rating: { system: 'PEGI', value: '3' },
    competitive: false,
    featured: false,
    shortDescription: 'Nintendo\'s kart racer for Switch 2: 24-racer events across a connected world, items and all.',
    longDescription: [
      'Mario Kart World is a kart racing game by Nintendo, released on 5 June 2025 as a launch title for Nintendo Switch 2. Unlike earlier entries built around separate tracks, its courses are parts of one connected world, and races can lead from one area straight into the next.',
      'Up to 24 drivers take part in a race. Alongside the Grand Prix cups and battle modes, Knockout Tour strings courses together and eliminates the drivers at the back at each checkpoint, while Free Roam lets players drive anywhere in the world at their own pace.',
      'On VERSUS we treat Mario Kart as a party game rather than a competitive title: events are casual community races for fun, with light rules and no pressure.',
    ].join('\n\n'),
    sections: [
      {
        title: 'How VERSUS events work for this game',
        bullets: [
          BOT_STEP,
          'A host opens an online room and shares the room details in the bot.',
          'Points are added up over a set of races; the host reports the final standings.',
        ],
      },
      {
        title: 'Formats we play',
        bullets: [
          'Community Grand Prix nights: a cup of races, points per finishing place.',
          'Knockout Tour lobbies for up to 24 players.',
          'Balloon battle and coin runners side events.',
        ],
      },
      {
        title: 'Tips',
        bullets: [
          'Hold on to a defensive item while you are in front.',
          'Learn the shortcuts, but only take them when you have a boost to spare.',
          'It is a party game: be a good sport in the lobby.',
        ],
      },
    ],
    storeLinks: {
      switch: 'https://www.nintendo.com/us/store/products/mario-kart-world-switch-2/',
    },
    trailers: [],
  }),
  withArtwork({
    key: 'valorant',
    name: 'VALORANT',
    releaseDate: '2020-06-02',
    publisher: 'Riot Games',
    developer: 'Riot Games',
    platforms: ['PC', 'PS5', 'Xbox Series X|S'],
    genres: ['Shooter', 'Tactical shooter', 'Hero shooter'],
    rating: { system: 'PEGI', value: '16' },
    competitive: true,
    featured: true,
    shortDescription: 'Riot\'s free-to-play 5v5 tactical shooter, where precise gunplay meets agents with unique abilities.',
    longDescription: [
      'VALORANT is a free-to-play tactical first-person shooter by Riot Games, released on PC in June 2020 and later brought to PlayStation 5 and Xbox Series X|S. Console and PC players are matched separately.',
      'Matches are played five against five over rounds in which attackers try to plant a device called the Spike and defenders try to stop them. Each player picks an agent with a set of abilities, such as smokes, flashes, walls, healing or reconnaissance, and buys weapons each round with the credits they earn, so team composition and coordination matter as much as aim.',
      'VALORANT has a large competitive ecosystem. VERSUS runs community tournaments for teams and smaller formats, with custom games set up the way ranked players are used to.',
    ].join('\n\n'),
    sections: [
      {
        title: 'How VERSUS tournaments work for this game',
        bullets: [
          BOT_STEP,
          'The listed host creates a tournament-mode custom game and invites both teams; the teams pick and ban maps in the lobby before the match.',
          'Captains report the map scores and keep the final scoreboard screenshot.',
          'Each tournament states its platform: PC and console events are separate.',
        ],
      },
      {
        title: 'Formats we play',
        bullets: [
          '5v5 on the current competitive map pool, best of one or best of three as each tournament states (every map’s score is kept).',
          '2v2 and 1v1 duels for quick community brackets.',
          'Single or double elimination, announced on the tournament page.',
        ],
      },
      {
        title: 'Tips',
        bullets: [
          'Pick a balanced composition: at least one controller and one initiator.',
          'Use your abilities to take space, not just to trade kills.',
          'Agree on default setups for attack and defence before match day.',
        ],
      },
    ],
    storeLinks: {
      official: 'https://playvalorant.com/',
      epic: 'https://store.epicgames.com/en-US/p/valorant',
    },
    trailers: [],
  }),
];
