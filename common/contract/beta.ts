import { type Static, Type } from 'typebox';
import { freeText, shownName } from './shapes';
import { BETA_FEATURE_STATUSES, DEFAULT_BETA_TARGET, UNKNOWN_RELEASE } from '../beta';

/** The beta countdown and the beta features (/api/beta-countdown, /api/beta-features). */

/** No control characters in texts shown on the home page. */

const Status = Type.Enum(BETA_FEATURE_STATUSES, {
  description: 'completed (shown as Live) and active (Active) are current features; planned ones are future features (Coming Soon).',
});

export const BetaCountdown = Type.Object({
  isActive: Type.Boolean({ description: 'Whether the countdown is shown.' }),
  title: Type.String(),
  subtitle: Type.String(),
  currentMembers: Type.Integer({ description: 'Verified member accounts, counted on every read.' }),
  targetMembers: Type.Integer({ description: `The member goal of the beta; ${DEFAULT_BETA_TARGET} unless an admin set another.` }),
});
export type BetaCountdown = Static<typeof BetaCountdown>;

export const BetaFeature = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  description: Type.String(),
  status: Status,
  estimatedRelease: Type.String({ description: `Free text such as "Q1 2027"; "${UNKNOWN_RELEASE}" while unknown.` }),
});
export type BetaFeature = Static<typeof BetaFeature>;

export const BetaFeatureLists = Type.Object({ current: Type.Array(BetaFeature), future: Type.Array(BetaFeature) });
export type BetaFeatureLists = Static<typeof BetaFeatureLists>;

export const CountdownResponse = Type.Object({ success: Type.Literal(true), data: BetaCountdown });
export type CountdownResponse = Static<typeof CountdownResponse>;
export const FeatureListsResponse = Type.Object({ success: Type.Literal(true), data: BetaFeatureLists });
export type FeatureListsResponse = Static<typeof FeatureListsResponse>;
export const FeatureResponse = Type.Object({ success: Type.Literal(true), data: BetaFeature });
export type FeatureResponse = Static<typeof FeatureResponse>;
export const InitializeResponse = Type.Object({
  success: Type.Literal(true),
  created: Type.Integer({ description: 'How many default features this call created: 0 when features already existed.' }),
});
export type InitializeResponse = Static<typeof InitializeResponse>;
export const DeletedResponse = Type.Object({ success: Type.Literal(true), msg: Type.String() });
export type DeletedResponse = Static<typeof DeletedResponse>;

export const PutCountdownBody = Type.Object(
  {
    isActive: Type.Boolean(),
    title: shownName({ minLength: 1, maxLength: 120 }),
    subtitle: freeText({ maxLength: 300 }),
    targetMembers: Type.Integer({ minimum: 1, maximum: 100_000_000 }),
  },
  { additionalProperties: false },
);
export type PutCountdownBody = Static<typeof PutCountdownBody>;

const featureFields = {
  title: shownName({ minLength: 1, maxLength: 120 }),
  description: freeText({ maxLength: 1000 }),
  status: Status,
  estimatedRelease: shownName({ minLength: 1, maxLength: 40 }),
  sortOrder: Type.Integer({ minimum: -1_000_000, maximum: 1_000_000, description: 'Lower comes first; new features go last by default.' }),
};

export const CreateFeatureBody = Type.Object(
  {
    title: featureFields.title,
    description: featureFields.description,
    status: featureFields.status,
    estimatedRelease: Type.Optional(featureFields.estimatedRelease),
    sortOrder: Type.Optional(featureFields.sortOrder),
  },
  { additionalProperties: false },
);
export type CreateFeatureBody = Static<typeof CreateFeatureBody>;

export const UpdateFeatureBody = Type.Object(
  {
    title: Type.Optional(featureFields.title),
    description: Type.Optional(featureFields.description),
    status: Type.Optional(featureFields.status),
    estimatedRelease: Type.Optional(featureFields.estimatedRelease),
    sortOrder: Type.Optional(featureFields.sortOrder),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateFeatureBody = Static<typeof UpdateFeatureBody>;

export const FeatureIdParams = Type.Object({
  id: Type.String({ pattern: '^[0-9a-f]{24}$', description: 'The feature id: 24 lower-case hexadecimal characters.' }),
});
