/** The actions that handlers name themselves (the rest are logged as their method and route), in words. */
export const NAMED_AUDIT_ACTIONS: Record<string, string> = {
  'user.role.changed': 'Changed a role',
  'bracket.started': 'Started a bracket',
  'bracket.participants.added': 'Added participants',
  'bracket.participants.seeded': 'Seeded participants',
  'bracket.participant.removed': 'Removed a participant',
  'bracket.participant.withdrawn': 'Withdrew a participant',
  'bracket.participant.reinstated': 'Reinstated a participant',
  'bracket.match.reported': 'Reported a match',
  'bracket.match.corrected': 'Corrected a match',
  'api_key.created': 'Created an API key',
  'api_key.revoked': 'Revoked an API key',
};
