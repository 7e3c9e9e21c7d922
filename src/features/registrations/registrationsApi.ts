import type { Message } from '../../../common/contract/errors';
import type { OwnRegistration, RegisterBody, RegistrationResponse } from '../../../common/contract/registrations';
import { baseApi } from '../../api/baseApi';

/**
 * The player's own entry is one of the tournament's participants: it carries their tag, so whatever
 * changes the participants (a registration, an organizer's check-in, a place opening on the
 * waitlist, heard over the socket as tournament_changed) reads it again too.
 */
const participantsOf = (tournamentId: string) => [{ type: 'Participants' as const, id: tournamentId }];

const path = (tournamentId: string, rest: string) => `tournaments/${encodeURIComponent(tournamentId)}/${rest}`;

export const registrationsApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    /** The viewer is part of the key: the entry is theirs, so a login or logout reads it again. */
    getOwnRegistration: builder.query<OwnRegistration, { tournamentId: string; viewerId: string }>({
      query: ({ tournamentId }) => path(tournamentId, 'registrations/mine'),
      providesTags: (_result, _error, { tournamentId }) => participantsOf(tournamentId),
    }),
    register: builder.mutation<RegistrationResponse, { tournamentId: string; body: RegisterBody }>({
      query: ({ tournamentId, body }) => ({ url: path(tournamentId, 'registrations'), method: 'POST', body }),
      invalidatesTags: (_result, _error, { tournamentId }) => participantsOf(tournamentId),
    }),
    leave: builder.mutation<Message, string>({
      query: (tournamentId) => ({ url: path(tournamentId, 'registrations/mine'), method: 'DELETE' }),
      invalidatesTags: (_result, _error, tournamentId) => participantsOf(tournamentId),
    }),
    /** Its answer says only "checked_in": the entry is read again instead. */
    checkIn: builder.mutation<unknown, string>({
      query: (tournamentId) => ({ url: path(tournamentId, 'check-in'), method: 'POST', body: {} }),
      invalidatesTags: (_result, _error, tournamentId) => participantsOf(tournamentId),
    }),
  }),
});

export const { useGetOwnRegistrationQuery, useRegisterMutation, useLeaveMutation, useCheckInMutation } = registrationsApi;
