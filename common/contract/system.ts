import { type Static, Type } from 'typebox';

/** The server's own operations: the health check (/health) and the public run-time settings (/api/config). */

export const HealthResponse = Type.Object({ ok: Type.Boolean() });
/** ok is absent when the error handler answers the 503 (the server is shutting down). */
export const HealthUnavailable = Type.Object({ ok: Type.Optional(Type.Boolean()), msg: Type.String() });

const NullableString = Type.Union([Type.String(), Type.Null()]);

/** Settings the server hands the SPA at run time, so one build serves every environment. Never secrets. */
export const PublicConfig = Type.Object({
  botUrl: Type.String(),
  tournamentSource: Type.Union([Type.Literal('api'), Type.Literal('local')]),
  shopSource: Type.Union([Type.Literal('api'), Type.Literal('local')]),
  cryptoWallet: NullableString,
  analyticsId: NullableString,
  googleClientId: NullableString,
  discordClientId: NullableString,
  supportEmail: Type.String(),
  reduxDevTools: Type.Boolean({ description: 'Whether the Redux DevTools extension may watch the store of a production build.' }),
  social: Type.Object({ instagram: Type.String(), x: Type.String(), telegram: Type.String() }),
  imprint: Type.Object({
    company: Type.String(),
    address: Type.String(),
    representative: Type.String(),
    email: Type.String(),
    phone: Type.String(),
    register: Type.String(),
    vatId: Type.String(),
  }),
});
export type PublicConfig = Static<typeof PublicConfig>;
