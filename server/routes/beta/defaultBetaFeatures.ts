import type { BetaFeatureStatus } from '../../../common/beta';

export interface DefaultBetaFeature {
  title: string;
  description: string;
  status: BetaFeatureStatus;
  estimatedRelease: string;
}

/** The beta's feature list as first published: what runs today, then what comes next. */
export const DEFAULT_BETA_FEATURES: readonly DefaultBetaFeature[] = [
  {
    title: 'Tournaments with Notify Me',
    description:
      'Browse upcoming tournaments across six games and ask to be notified by e-mail the moment registration opens in the VERSUS bot.',
    status: 'completed',
    estimatedRelease: 'TBA',
  },
  {
    title: 'Game ratings',
    description: 'Rate every game in the catalogue from one to five stars and see what the community thinks before you compete.',
    status: 'completed',
    estimatedRelease: 'TBA',
  },
  {
    title: 'Share tournaments',
    description: 'Send a tournament to your squad by messenger, SMS or a copied link in two taps.',
    status: 'completed',
    estimatedRelease: 'TBA',
  },
  {
    title: 'Friends & chat',
    description: 'Add friends, see who is online right now and chat with them without leaving VERSUS.',
    status: 'active',
    estimatedRelease: 'TBA',
  },
  {
    title: 'Team tournaments',
    description: 'Register as a team of two to five, manage your roster and compete for a shared prize pool.',
    status: 'planned',
    estimatedRelease: 'Q1 2027',
  },
  {
    title: 'Ranked ladders',
    description: 'Season-long ladders per game with skill-based matchmaking, divisions and end-of-season rewards.',
    status: 'planned',
    estimatedRelease: 'Q2 2027',
  },
  {
    title: 'VERSUS token rewards',
    description: 'Earn VERSUS tokens for tournament results and ladder seasons, and spend them in the shop.',
    status: 'planned',
    estimatedRelease: 'TBA',
  },
  {
    title: 'Mobile app',
    description: 'Tournaments, notifications and chat in a native app for iOS and Android.',
    status: 'planned',
    estimatedRelease: 'Q3 2027',
  },
];
