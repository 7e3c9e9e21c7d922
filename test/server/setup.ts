// Jest ignores testTimeout inside a project's config: the bound is set here, per test file.
// It is a bound for slow, busy CI machines (PGlite copies, real processes), not a speed assertion.
jest.setTimeout(60_000);
