import { describe, expect, it } from 'vitest';
import { claimChunkReload, isStaleChunkError } from './chunk-reload.ts';

const base = 'http://localhost:3000/remotes/admin-app/builds/0.1.0-1';

describe('isStaleChunkError', () => {
  it('is a chunk or stylesheet of a remote that failed to load', () => {
    expect(
      isStaleChunkError(new TypeError(`Failed to fetch dynamically imported module: ${base}/assets/app-1a.js`)),
    ).toBe(true);
    expect(isStaleChunkError(new Error(`Unable to preload CSS for ${base}/assets/app-1a.css`))).toBe(true);
    const wrapped = new Error('[ Federation Runtime ]: RUNTIME-008', {
      cause: new TypeError(`Failed to fetch dynamically imported module: ${base}/assets/page-2b.js`),
    });
    expect(isStaleChunkError(wrapped)).toBe(true);
  });

  it('is not a failed entry (an outage: the panel says so), nor any other error', () => {
    expect(
      isStaleChunkError(new Error(`RUNTIME-008 Failed to fetch dynamically imported module: ${base}/remoteEntry.js`)),
    ).toBe(false);
    expect(isStaleChunkError(new Error('remotes.json: 503'))).toBe(false);
    expect(isStaleChunkError(new TypeError('Cannot read properties of undefined'))).toBe(false);
  });
});

describe('claimChunkReload', () => {
  it('allows one reload per path within a minute, so it can never loop', () => {
    const fake = window.sessionStorage;
    fake.clear();
    expect(claimChunkReload('/admin/jobs', fake, 1_000)).toBe(true);
    expect(claimChunkReload('/admin/jobs', fake, 5_000)).toBe(false);
    expect(claimChunkReload('/employer/dashboard', fake, 6_000)).toBe(true);
    expect(claimChunkReload('/employer/dashboard', fake, 70_000)).toBe(true);
  });
});
