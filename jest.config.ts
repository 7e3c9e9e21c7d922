/** @jest-config-loader esbuild-register */
import os from 'node:os';
import type { Config } from 'jest';

// Packages published as ES modules only; jest runs CommonJS, so they go through the transform too.
const ESM_PACKAGES = ['msw', '@mswjs', '@bundled-es-modules', 'rettime', 'until-async', '@open-draft', 'strict-event-emitter', 'headers-polyfill', 'outvariant', 'is-node-process', 'typebox', '@fastify/type-provider-typebox', 'jose', 'content-disposition', 'cookie', 'oauth2-mock-server', 'p-retry', 'is-network-error'];
const transform = { '^.+\\.(t|j|mj|cj)sx?$': '<rootDir>/test/esbuildTransform.cjs' };
const transformIgnorePatterns = [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`];

const config: Config = {
  // Most files wait on servers, sockets and databases rather than the CPU, so even a two-core
  // machine runs two files at once (jest's default there is one). Files that share one Redis
  // (REDIS_URL) share its presence keys, and a file's sweep would take another's users offline:
  // with REDIS_URL they run one at a time.
  maxWorkers: process.env.REDIS_URL ? 1 : Math.max(2, os.availableParallelism() - 1),
  projects: [
    {
      displayName: 'client',
      testEnvironment: '<rootDir>/test/client/jsdomEnvironment.cjs',
      testMatch: ['<rootDir>/test/client/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/test/client/setup.ts'],
      transform,
      transformIgnorePatterns,
      moduleNameMapper: { '\\.css$': '<rootDir>/test/client/styleStub.cjs' },
      testEnvironmentOptions: { customExportConditions: [''] },
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/server/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/server/setup.ts'],
      globalSetup: '<rootDir>/test/server/globalSetup.ts',
      transform,
      transformIgnorePatterns,
    },
  ],
};

export default config;
