import os from 'node:os';
import path from 'node:path';

/** Where the migrated and seeded PGlite template of this test run is kept (see globalSetup). */
export const PGLITE_TEMPLATE_PATH = path.join(os.tmpdir(), `versus-pglite-template-${process.env.VERSUS_TEST_RUN ?? 'local'}.tar`);
