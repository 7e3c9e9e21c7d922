import type { FastifyInstance } from 'fastify';
import { NAMED_AUDIT_ACTIONS } from '../../../common/auditActions';

type OpenApiPaths = Record<string, Record<string, { summary?: string } | undefined>>;

/** "Ban a user until a date or permanently (admin)" → "Ban a user until a date or permanently". */
const withoutAudience = (summary: string) => summary.replace(/\s*\((?:admin|master|admin or master)[^)]*\)\s*$/i, '');

/**
 * Labels for the audit log's actions: a named action's own words, else the summary of the
 * operation its method and route name in the OpenAPI document ("PATCH /api/tournaments/:id" →
 * "Update a tournament"), else the action as stored.
 */
export function auditLabeller(app: FastifyInstance): (action: string) => string {
  let summaries: Map<string, string> | null = null;
  const operationSummaries = () => {
    const paths = ((app.swagger() as { paths?: OpenApiPaths }).paths ?? {}) as OpenApiPaths;
    const found = new Map<string, string>();
    for (const [path, operations] of Object.entries(paths)) {
      const route = path.replace(/\{(\w+)\}/g, ':$1');
      for (const [method, operation] of Object.entries(operations)) {
        if (operation?.summary) found.set(`${method.toUpperCase()} ${route}`, withoutAudience(operation.summary));
      }
    }
    return found;
  };
  return (action) => {
    summaries ??= operationSummaries();
    return NAMED_AUDIT_ACTIONS[action] ?? summaries.get(action) ?? action;
  };
}
