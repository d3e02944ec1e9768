import { describe, expect, it } from 'vitest';
import { nextTurn } from '../../test/helpers.ts';
import { oncePerTurn } from './once-per-turn.ts';

describe('oncePerTurn', () => {
  it('reads once for every call in one turn of the event loop, afresh in the next', async () => {
    let reads = 0;
    const read = oncePerTurn(() => ++reads);
    expect([read(), read(), await Promise.resolve().then(read)]).toEqual([1, 1, 1]);
    await nextTurn();
    expect([read(), read()]).toEqual([2, 2]);
  });

  it('a read that throws is not remembered', async () => {
    let fail = true;
    const read = oncePerTurn(() => {
      if (fail) throw new Error('not yet');
      return 'ok';
    });
    expect(read).toThrow('not yet');
    fail = false;
    expect(read()).toBe('ok');
  });
});
