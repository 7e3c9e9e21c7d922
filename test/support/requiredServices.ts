/**
 * Tests that need PostgreSQL (TEST_DATABASE_URL) or Redis (REDIS_URL) skip where the URL is not set,
 * so `npm test` works on a machine without them. In CI such a skip would let those tests vanish
 * while the run stays green, so there a missing URL fails instead.
 *
 * Which services a run must have: the comma-separated REQUIRE_SERVICES when it is set (empty for
 * none); otherwise all of them when CI=true, none elsewhere. .ci/run sets it for each of its passes,
 * since the first pass runs on the embedded database on purpose and only the last has Redis.
 */
export type Service = 'postgres' | 'redis';

const URL_VARIABLES: Record<Service, string> = { postgres: 'TEST_DATABASE_URL', redis: 'REDIS_URL' };
const SERVICES = Object.keys(URL_VARIABLES) as Service[];

const isService = (name: string): name is Service => (SERVICES as string[]).includes(name);

export function requiredServices(): Set<Service> {
  const listed = process.env.REQUIRE_SERVICES;
  if (listed === undefined) return new Set(process.env.CI === 'true' ? SERVICES : []);
  const names = listed.split(',').map((name) => name.trim()).filter(Boolean);
  const unknown = names.filter((name) => !isService(name));
  if (unknown.length > 0) throw new Error(`REQUIRE_SERVICES names ${unknown.join(', ')}; it knows ${SERVICES.join(', ')}`);
  return new Set(names as Service[]);
}

/** Throws where the run requires the service, so a test that cannot reach it fails instead of skipping. */
export function failIfRequired(service: Service, reason: string): void {
  if (requiredServices().has(service)) throw new Error(`${reason}, but this run requires ${service} (CI=true or REQUIRE_SERVICES).`);
}

/**
 * A describe() block for tests that need these services, given their URLs. Where a URL is missing
 * the block is one test naming it instead: skipped, or failing when a missing service is required.
 */
export function describeWithServices<S extends Service>(services: S[], name: string, body: (urls: Record<S, string>) => void): void {
  const missing = services.filter((service) => !process.env[URL_VARIABLES[service]]);
  if (missing.length === 0) {
    const urls = Object.fromEntries(services.map((service) => [service, process.env[URL_VARIABLES[service]]!])) as Record<S, string>;
    describe(name, () => body(urls));
    return;
  }
  const unset = missing.map((service) => URL_VARIABLES[service]).join(' and ');
  const required = missing.some((service) => requiredServices().has(service));
  if (!required) console.info(`Skipped "${name}": ${unset} is not set.`);
  (required ? describe : describe.skip)(name, () => {
    test(`needs ${unset}`, () => {
      for (const service of missing) failIfRequired(service, `${URL_VARIABLES[service]} is not set`);
    });
  });
}
