import { intlUsesDuring } from 'shared-api/testing';
import { describe, expect, it, vi } from 'vitest';

describe("shared-ui's entry (on every page)", () => {
  it('makes no Intl formatter while it evaluates (the first would load ICU data on every page)', async () => {
    vi.resetModules();
    expect(await intlUsesDuring(() => import('./index.ts'))).toEqual([]);
  });
});
