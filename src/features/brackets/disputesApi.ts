import type { Dispute, DisputeBody } from '../../../common/contract/brackets';
import { baseApi } from '../../api/baseApi';
import { bracketsApi } from './bracketsApi';

/** A player of a match objects to its reported result; an organizer then decides. */
export const disputesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    disputeResult: build.mutation<{ dispute: Dispute }, DisputeBody & { tournamentId: string; matchId: string }>({
      query: ({ tournamentId, matchId, reason }) => ({
        url: `tournaments/${encodeURIComponent(tournamentId)}/matches/${encodeURIComponent(matchId)}/disputes`,
        method: 'POST',
        body: { reason },
      }),
      async onQueryStarted({ tournamentId, matchId }, { dispatch, queryFulfilled }) {
        // The mark shows at once; the watchers' notice that follows brings the bracket as stored.
        const sent = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (!sent) return;
        dispatch(
          bracketsApi.util.updateQueryData('getTournamentBracket', tournamentId, (bracket) => {
            const disputed = bracket.matches.find((match) => match.id === matchId);
            if (disputed) disputed.disputed = true;
          }),
        );
      },
    }),
  }),
});

export const { useDisputeResultMutation } = disputesApi;
