import { toDevanagariDigits } from '../calendar/calendar-names.ts';

/**
 * The portal's translation runtime: the part of i18next the portal used, with i18next's semantics (issue 12: the
 * whole i18next was 14.6 KB of the home page's compressed JS, module federation shares a library whole).
 * - keys `a.b.c` in namespaces; `ns:key` or the `ns` option picks the namespace, else the instance's default;
 * - the language, then the fallback language (English); a key found nowhere gives the key itself (without its
 *   namespace), or `defaultValue`;
 * - `count` (a number) picks the plural form by `Intl.PluralRules` of the language looked in: `key_zero` for 0
 *   if it exists, then `key_<one|other|…>`, then `key`;
 * - `{{name}}` and `{{a.b}}` insert an option's value as it is (no HTML escaping: React escapes); a name the
 *   options do not have stays as written, one they hold as undefined or null becomes empty;
 *   `{{name, number}}` and `{{name, number(useGrouping: false)}}` format a number, in Devanagari digits in
 *   Nepali on every runtime (Node's ICU and a reduced-ICU browser disagree on 'ne': hydration needs one text);
 * - `returnObjects: true` gives a found object, its strings interpolated;
 * - `changeLanguage` switches at once and says so to `on('languageChanged')` listeners; `cloneInstance` is another
 *   language over the same texts (the server's instance per request).
 * No nesting (`$t(…)`), context, backends or post-processors: no text of the portal uses them.
 */

type Tree = { [key: string]: unknown };
type Listener = (language: string) => void;

export type TOptions = {
  /** Namespace of the key (a `ns:` prefix of the key wins). */
  ns?: string;
  /** Translate in this language instead of the instance's. */
  lng?: string;
  /** Plural form, and the `{{count}}` value. */
  count?: number;
  /** What a key found nowhere gives (interpolated like a text). */
  defaultValue?: string;
  /** A key naming an object gives the object (its strings interpolated), not the key. */
  returnObjects?: boolean;
  [value: string]: unknown;
};

export interface TFunction {
  (key: string, options: TOptions & { returnObjects: true }): unknown;
  (key: string, options?: TOptions): string;
}

export type InitOptions = {
  lng: string;
  /** language -> namespace -> texts */
  resources?: Record<string, Record<string, object>>;
  fallbackLng?: string;
  defaultNS?: string;
};

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null;

/** i18next's deepFind: the path as one key first, then segment by segment (a segment may itself hold dots). */
function find(tree: unknown, path: string): unknown {
  if (!isTree(tree)) return undefined;
  if (Object.hasOwn(tree, path)) return tree[path];
  const parts = path.split('.');
  for (let end = parts.length - 1; end > 0; end--) {
    const head = parts.slice(0, end).join('.');
    if (Object.hasOwn(tree, head)) {
      const found = find(tree[head], parts.slice(end).join('.'));
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

function merge(target: Tree, source: Tree, overwrite: boolean): void {
  for (const [key, value] of Object.entries(source)) {
    if (key === '__proto__' || key === 'constructor') continue;
    const current = target[key];
    if (isTree(value) && !Array.isArray(value) && isTree(current) && !Array.isArray(current)) {
      merge(current, value, overwrite);
    } else if (overwrite || !(key in target)) {
      target[key] = isTree(value) && !Array.isArray(value) ? structuredClone(value) : value;
    }
  }
}

/** `number(useGrouping: false; minimumFractionDigits: 1)` -> Intl options, parsed as i18next parses them. */
function formatOptions(spec: string): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  const inside = /\((.*)\)\s*$/.exec(spec)?.[1] ?? '';
  for (const option of inside.split(';')) {
    if (!option) continue;
    const [name = '', ...rest] = option.split(':');
    const text = rest
      .join(':')
      .trim()
      .replace(/^'+|'+$/g, '');
    options[name.trim()] =
      text === 'false' ? false : text === 'true' ? true : Number.isNaN(Number(text)) ? text : Number.parseInt(text, 10);
  }
  return options;
}

function formatValue(value: unknown, spec: string, language: string): unknown {
  if (value == null || spec.split('(')[0]?.trim().toLowerCase() !== 'number') return value;
  const text = new Intl.NumberFormat('en-US', formatOptions(spec) as Intl.NumberFormatOptions).format(Number(value));
  return language === 'ne' ? toDevanagariDigits(text) : text;
}

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

/** `{{name}}`, `{{a.b}}` and `{{name, format}}` from `values`; inserted text is not scanned again. */
export function interpolate(text: string, values: TOptions, language: string): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (whole, inner: string) => {
    const [name = '', ...format] = inner.split(',');
    const key = name.trim().replace(/^-\s*/, '');
    let value = find(values, key);
    if (format.length > 0) value = formatValue(value, format.join(',').trim(), language);
    if (value === undefined && !Object.hasOwn(values, inner.trim())) return whole;
    return value == null ? '' : String(value);
  });
}

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralForm(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

type Store = { data: Record<string, Record<string, Tree>> };

export class I18n {
  language = '';
  isInitialized = false;
  private fallback = 'en';
  private defaultNs = 'common';
  private readonly listeners = new Set<Listener>();

  constructor(private readonly store: Store = { data: {} }) {}

  init(options: InitOptions): this {
    this.language = options.lng;
    this.fallback = options.fallbackLng ?? this.fallback;
    this.defaultNs = options.defaultNS ?? this.defaultNs;
    for (const [language, namespaces] of Object.entries(options.resources ?? {}))
      for (const [ns, texts] of Object.entries(namespaces)) this.addResourceBundle(language, ns, texts, true, true);
    this.isInitialized = true;
    return this;
  }

  /** Adds texts to a namespace: merged into what it has when `deep`, an existing text replaced when `overwrite`. */
  addResourceBundle(language: string, ns: string, texts: object, deep = false, overwrite = false): this {
    const namespaces = this.store.data[language] ?? {};
    this.store.data[language] = namespaces;
    const current = namespaces[ns] ?? {};
    namespaces[ns] = current;
    if (deep) merge(current, texts as Tree, overwrite);
    else namespaces[ns] = { ...current, ...(texts as Tree) };
    return this;
  }

  hasResourceBundle(language: string, ns: string): boolean {
    return this.store.data[language]?.[ns] !== undefined;
  }

  on(event: 'languageChanged', listener: Listener): this {
    if (event === 'languageChanged') this.listeners.add(listener);
    return this;
  }

  off(event: 'languageChanged', listener: Listener): this {
    if (event === 'languageChanged') this.listeners.delete(listener);
    return this;
  }

  changeLanguage(language: string): Promise<TFunction> {
    this.language = language;
    for (const listener of [...this.listeners]) listener(language);
    return Promise.resolve(this.t);
  }

  /** Another instance over the same texts, with its own language and listeners. */
  cloneInstance(options: { lng?: string } = {}): I18n {
    const clone = new I18n(this.store);
    clone.fallback = this.fallback;
    clone.defaultNs = this.defaultNs;
    clone.language = options.lng ?? this.language;
    clone.isInitialized = this.isInitialized;
    return clone;
  }

  /** A `t` of one language (null: the instance's at each call) and namespace. */
  getFixedT(language: string | null, ns?: string): TFunction {
    return ((key: string, options: TOptions = {}) =>
      this.translate(key, {
        ...options,
        lng: options.lng || language || undefined,
        ns: options.ns || ns,
      })) as TFunction;
  }

  readonly t: TFunction = ((key: string, options?: TOptions) => this.translate(key, options ?? {})) as TFunction;

  private translate(fullKey: string, options: TOptions): unknown {
    if (fullKey == null) return '';
    const colon = fullKey.indexOf(':');
    const ns = colon > 0 ? fullKey.slice(0, colon) : (options.ns ?? this.defaultNs);
    const key = colon > 0 ? fullKey.slice(colon + 1) : fullKey;
    const language = options.lng ?? this.language;
    const found = this.lookup(language, ns, key, options.count);
    if (isTree(found) && options.returnObjects) return this.interpolateAll(found, options, language);
    if (typeof found === 'string') return interpolate(found, options, language);
    return interpolate(options.defaultValue ?? key, options, language);
  }

  private lookup(language: string, ns: string, key: string, count: number | undefined): unknown {
    const languages = language === this.fallback || !language ? [this.fallback] : [language, this.fallback];
    for (const code of languages) {
      const texts = this.store.data[code]?.[ns];
      const keys = [key];
      if (typeof count === 'number') {
        keys.unshift(`${key}_${pluralForm(code, count)}`);
        if (count === 0) keys.unshift(`${key}_zero`);
      }
      for (const candidate of keys) {
        const found = find(texts, candidate);
        if (found !== undefined && found !== null) return found;
      }
    }
    return undefined;
  }

  private interpolateAll(tree: unknown, options: TOptions, language: string): unknown {
    if (typeof tree === 'string') return interpolate(tree, options, language);
    if (!isTree(tree)) return tree;
    if (Array.isArray(tree)) return tree.map((item) => this.interpolateAll(item, options, language));
    return Object.fromEntries(Object.entries(tree).map(([k, v]) => [k, this.interpolateAll(v, options, language)]));
  }
}

/** THE instance of the page: the shell, shared-ui and every remote share it (shared-ui is a federation singleton). */
export const i18next = new I18n();
