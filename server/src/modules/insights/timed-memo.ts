/**
 * Answers kept for a while: `get(key, produce)` runs `produce` once per key until `ttlMs` has passed
 * (concurrent callers share the run; a failed run is not kept). Bounded: the oldest key goes first.
 */
export class TimedMemo<T> {
  private readonly entries = new Map<string, { until: number; value: Promise<T> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 100,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, produce: () => Promise<T>): Promise<T> {
    const found = this.entries.get(key);
    if (found && found.until > this.now()) return found.value;
    this.entries.delete(key);
    const value = produce();
    this.entries.set(key, { until: this.now() + this.ttlMs, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
