import { http, HttpResponse } from 'msw';

/** A game as GET /api/games lists it, for the pages that only need a catalogue to be there. */
function listedGame(_id: string, key: string, name: string, genre: string, platforms: string[]) {
  return {
    _id,
    key,
    name,
    title: name,
    releaseDate: '2024-05-01',
    icon: null,
    shortDescription: `${name} on VERSUS.`,
    longDescription: null,
    sections: [],
    heroUrl: null,
    heroSrcset: null,
    heroKey: null,
    coverImage: null,
    coverSrcset: null,
    trailers: [],
    trailerYouTubeId: null,
    publisher: null,
    developer: null,
    platforms,
    genres: [genre],
    rating: null,
    competitive: true,
    featured: false,
    storeLinks: {},
    averageRating: 0,
    ratingCount: 0,
  };
}

/** What the home page's calls answer by default: a small catalogue, one tournament, the beta program. */
const homeHandlers = [
  http.get('*/api/games', () =>
    HttpResponse.json([
      listedGame('6a1f00d5e1a7c0de0000a001', 'valorant', 'VALORANT', 'Shooter', ['PC']),
      listedGame('6a1f00d5e1a7c0de0000a002', 'ea-fc', 'EA SPORTS FC 26', 'Sports', ['PS5', 'PC']),
    ]),
  ),
  http.get('*/api/game-ratings/:gameKey', () => HttpResponse.json({ average: 0, count: 0, userRating: null, hasRated: false })),
  http.get('*/api/tournaments', () =>
    HttpResponse.json({
      items: [
        {
          _id: '6a1f00d5e1a7c0de00000001',
          title: 'VERSUS EA FC Winter Cup',
          status: 'COMING_SOON',
          startAt: '2030-12-13T18:00:00.000Z',
          prizePool: '€5,000',
          format: 'SINGLE_ELIMINATION',
          platform: 'PS5',
          organizer: null,
          heroUrl: null,
          game: 'ea-fc',
        },
      ],
      total: 1,
    }),
  ),
  http.get('*/api/beta-countdown', () =>
    HttpResponse.json({
      success: true,
      data: { isActive: true, title: 'VERSUS Beta', subtitle: 'Join the founding members.', currentMembers: 120, targetMembers: 2500 },
    }),
  ),
  http.get('*/api/beta-features', () =>
    HttpResponse.json({
      success: true,
      data: {
        current: [{ _id: '6a1f00d5e1a7c0de0000b001', title: 'Game ratings', description: 'Rate every game.', status: 'completed', estimatedRelease: 'TBA' }],
        future: [{ _id: '6a1f00d5e1a7c0de0000b002', title: 'Team tournaments', description: 'Compete as a team.', status: 'planned', estimatedRelease: 'Q1 2027' }],
      },
    }),
  ),
  http.post('*/api/beta-features/initialize', () => HttpResponse.json({ success: true, created: 0 })),
];

/** What the API answers unless a test says otherwise with server.use(...). */
export const defaultHandlers = [
  http.get('*/api/auth/me', () => HttpResponse.json({ msg: 'Not logged in' }, { status: 401 })),
  http.get('*/api/me', () => HttpResponse.json({ msg: 'Not found' }, { status: 404 })),
  http.get('*/auth/me', () => HttpResponse.json({ msg: 'Not found' }, { status: 404 })),
  http.get('*/users/me', () => HttpResponse.json({ msg: 'Not found' }, { status: 404 })),
  http.get('*/api/config', () => HttpResponse.json({})),
  // The account page and the backoffice ask for the two-factor state: off, and not required.
  http.get('*/api/auth/2fa', () => HttpResponse.json({ enabled: false, pending: false, recoveryCodesLeft: 0, required: false })),
  // A signed-in visitor of a tournament page is not registered for it.
  http.get('*/api/tournaments/:id/registrations/mine', () => HttpResponse.json({ status: 'none', position: null, checkedIn: false, participantId: null, teamName: null })),
  ...homeHandlers,
  // Signed-in renders open the realtime connection; client tests have no realtime server.
  http.all('*/socket.io/*', () => new HttpResponse(null, { status: 503 })),
];
