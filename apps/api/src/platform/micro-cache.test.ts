import { describe, expect, it } from 'vitest';
import { createMicroCache } from './micro-cache.ts';

describe('createMicroCache', () => {
  it('answers identical requests from one computation until the time is up', async () => {
    let time = 0;
    let runs = 0;
    const cache = createMicroCache({ ttlMs: 1000, maxEntries: 10, now: () => time });
    const compute = async () => ({ run: ++runs });
    const [a, b] = await Promise.all([cache.get('k', compute), cache.get('k', compute)]);
    expect(a.json).toBe('{"run":1}');
    expect(b).toBe(a);
    time = 999;
    expect((await cache.get('k', compute)).json).toBe('{"run":1}');
    expect((await cache.get('other', compute)).json).toBe('{"run":2}');
    time = 1000;
    expect((await cache.get('k', compute)).json).toBe('{"run":3}');
  });

  it('keeps no failed computation', async () => {
    const cache = createMicroCache({ ttlMs: 1000, maxEntries: 10, now: () => 0 });
    await expect(cache.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await cache.get('k', async () => 'up')).json).toBe('"up"');
  });
});
