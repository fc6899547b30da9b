// Two tiers by file suffix: *.unit.spec.ts is pure and fast; *.int.spec.ts talks to the real
// PostgreSQL, Temporal and Kafka that scripts/stack starts (see scripts/test.sh).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const shared = {
  transform: { '^.+\\.tsx?$': swc },
  moduleNameMapper: { '^@bk/(domain|contracts|workflows|infrastructure|web)$': '<rootDir>/libs/$1/src/index.ts',
    '^@bk/infrastructure/testing$': '<rootDir>/libs/infrastructure/src/testing/index.ts',
    '\\.css$': '<rootDir>/scripts/jest/style-stub.js' },
  testEnvironment: 'node',
  rootDir: __dirname,
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/.data/', '/.tools/'],
};

module.exports = {
  projects: [
    { ...shared, displayName: 'unit', testMatch: ['<rootDir>/{apps,libs}/**/*.unit.spec.{ts,tsx}'] },
    {
      ...shared,
      displayName: 'int',
      testMatch: ['<rootDir>/{apps,libs}/**/*.int.spec.ts'],
      setupFiles: ['<rootDir>/scripts/jest/load-stack-env.js'],
      setupFilesAfterEnv: ['<rootDir>/scripts/jest/integration-timeout.js'],
    },
  ],
};
