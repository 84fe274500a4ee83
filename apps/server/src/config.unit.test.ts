import { describe, expect, it } from 'vitest';
import { readConfig, shouldSeedDemo } from './config';

describe('configuration', () => {
  it('runs on embedded defaults', () => {
    const c = readConfig({});
    expect(c).toMatchObject({ PORT: 3000, DATA_DIR: './data', SEED_DEMO: 'auto', NODE_ENV: 'development' });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(shouldSeedDemo(c)).toBe(true);
  });

  it('never seeds demo users in production unless asked', () => {
    expect(shouldSeedDemo(readConfig({ NODE_ENV: 'production' }))).toBe(false);
    expect(shouldSeedDemo(readConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }))).toBe(true);
    expect(shouldSeedDemo(readConfig({ SEED_DEMO: 'false' }))).toBe(false);
  });

  it('names every bad variable', () => {
    expect(() => readConfig({ PORT: 'abc', COOKIE_SECRET: 'short' })).toThrow(/PORT[\s\S]*COOKIE_SECRET/);
  });
});
