/**
 * Runs `load` (an `import()` of a module, after `vi.resetModules()`) and returns the Intl formatters and locale-aware
 * calls it made: each names the first use of ICU's locale data, which a browser loads on that first use (25–45 ms of
 * a page's main thread, four times that on a phone). A module that every page evaluates must make none.
 */
export async function intlUsesDuring(load: () => Promise<unknown>): Promise<string[]> {
  const uses: string[] = [];
  const restores: (() => void)[] = [];
  const watch = <T extends object>(owner: T, key: keyof T & string, label: string) => {
    const original = owner[key];
    if (typeof original !== 'function') return;
    const watched = new Proxy(original, {
      construct(target, args, newTarget) {
        uses.push(label);
        return Reflect.construct(target, args, newTarget);
      },
      apply(target, self, args) {
        uses.push(label);
        return Reflect.apply(target, self, args);
      },
    });
    owner[key] = watched as T[keyof T & string];
    restores.push(() => {
      owner[key] = original;
    });
  };
  for (const name of [
    'NumberFormat',
    'DateTimeFormat',
    'PluralRules',
    'Collator',
    'Segmenter',
    'RelativeTimeFormat',
    'ListFormat',
  ] as const) {
    watch(Intl, name, `Intl.${name}`);
  }
  watch(Number.prototype, 'toLocaleString', 'Number#toLocaleString');
  watch(BigInt.prototype, 'toLocaleString', 'BigInt#toLocaleString');
  for (const name of ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'] as const) {
    watch(Date.prototype, name, `Date#${name}`);
  }
  watch(String.prototype, 'localeCompare', 'String#localeCompare');
  try {
    await load();
  } finally {
    for (const restore of restores.reverse()) restore();
  }
  return uses;
}
