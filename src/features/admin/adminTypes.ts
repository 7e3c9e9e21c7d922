import type { Game } from '../../../common/game';
import type { ShopOrder as BuyerShopOrder } from '../../../common/shop';

export type { Game };

export const ROLES = ['user', 'master', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export interface AdminTournament {
  _id: string;
  title: string;
  status: string;
  startAt: string | null;
  prizePool: string | null;
  format: string | null;
  platform: string | null;
  organizer: string | null;
  heroUrl: string | null;
  game: string | null;
  description: string | null;
  rules: string | null;
}

/** What the tournament form sends: empty fields are sent as null (not set). */
export type TournamentInput = Partial<Omit<AdminTournament, '_id'>> & { title: string };

export interface Page<T> {
  items: T[];
  total: number;
}

export interface AdminUser {
  _id: string;
  id: string;
  username: string;
  nickname: string | null;
  email: string;
  role: string;
  isAdmin: boolean;
  emailVerified: boolean;
  deleted: boolean;
  bannedUntil: string | null;
  banReason: string | null;
  createdAt: string;
}

export interface AuditEntry {
  id: string;
  actorId: string | null;
  actorName: string | null;
  action: string;
  target: string | null;
  details: Record<string, unknown> | null;
  createdAt: string;
}

export interface Signup {
  id: string;
  email: string;
  username: string | null;
  createdAt: string;
}

export interface SignupList extends Page<Signup> {
  tournament: { id: string; title: string; status: string };
}

export interface Stats {
  users: { total: number; verified: number };
  beta: { verifiedMembers: number; target: number };
  signupsPerTournament: Array<{ tournamentId: string; title: string; count: number }>;
  ratingsPerGame: Array<{ gameKey: string; name: string; count: number; average: number }>;
  messagesPerDay: Array<{ day: string; count: number }>;
}

export interface Invitation {
  id: string;
  email: string;
  status: 'pending' | 'accepted';
  invitedBy: string | null;
  invitedAt: string;
  acceptedAt: string | null;
}

export interface BetaCountdownSettings {
  isActive: boolean;
  title: string;
  subtitle: string;
  targetMembers: number;
  currentMembers?: number;
}

export interface BetaFeature {
  _id: string;
  title: string;
  description: string;
  status: 'completed' | 'active' | 'planned';
  estimatedRelease: string;
}

/** An order as the back office lists it: what the buyer sees, and who the buyer is. */
export interface ShopOrder extends BuyerShopOrder {
  userId: string | null;
}
