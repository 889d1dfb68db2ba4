import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('works with nothing set: embedded database, development verify key', () => {
    const config = loadConfig({});
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PORT).toBe(3000);
    expect(config.VERIFY_KEY.length).toBeGreaterThanOrEqual(16);
  });

  it('names every wrong variable at once', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', VERIFY_KEY: 'short' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*VERIFY_KEY|PORT[\s\S]*VERIFY_KEY[\s\S]*DATABASE_URL/,
    );
  });
});
