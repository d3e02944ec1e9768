/** A Map bounded by entry count and by a total weight (e.g. bytes); the least recently used go first. */
export class LruMap<K, V> {
  private readonly map = new Map<K, { value: V; weight: number }>();
  private total = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxWeight = Number.POSITIVE_INFINITY,
  ) {}

  get size(): number {
    return this.map.size;
  }

  /** The sum of the weights held. */
  get weight(): number {
    return this.total;
  }

  get(key: K): V | undefined {
    const slot = this.map.get(key);
    if (!slot) return undefined;
    // Re-insert: a Map iterates in insertion order, so the first key is always the least recently used.
    this.map.delete(key);
    this.map.set(key, slot);
    return slot.value;
  }

  /** The value without marking it used. */
  peek(key: K): V | undefined {
    return this.map.get(key)?.value;
  }

  set(key: K, value: V, weight: number): void {
    this.delete(key);
    this.map.set(key, { value, weight });
    this.total += weight;
    for (const [oldest, slot] of this.map) {
      if (this.map.size <= this.maxEntries && this.total <= this.maxWeight) break;
      this.map.delete(oldest);
      this.total -= slot.weight;
    }
  }

  delete(key: K): void {
    const slot = this.map.get(key);
    if (!slot) return;
    this.map.delete(key);
    this.total -= slot.weight;
  }

  clear(): void {
    this.map.clear();
    this.total = 0;
  }
}
