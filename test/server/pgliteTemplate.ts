import os from 'node:os';
import path from 'node:path';

/** Where the seeded PGlite template of this test run is kept, a gzip'd tar (see globalSetup). */
export const PGLITE_TEMPLATE_PATH = path.join(os.tmpdir(), `versus-pglite-template-${process.env.VERSUS_TEST_RUN ?? 'local'}.tar.gz`);
