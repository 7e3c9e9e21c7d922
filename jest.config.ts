/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

// Packages published as ES modules only; jest runs CommonJS, so they go through the transform too.
const ESM_PACKAGES = ['msw', '@mswjs', '@bundled-es-modules', 'rettime', 'until-async', '@open-draft', 'strict-event-emitter', 'headers-polyfill', 'outvariant', 'is-node-process', 'typebox', '@fastify/type-provider-typebox', 'jose', 'content-disposition', 'cookie', 'oauth2-mock-server', 'p-retry', 'is-network-error'];
const transform = { '^.+\\.(t|j|mj|cj)sx?$': '<rootDir>/test/esbuildTransform.cjs' };
const transformIgnorePatterns = [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`];

const config: Config = {
  projects: [
    {
      displayName: 'client',
      testEnvironment: 'jest-fixed-jsdom',
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
