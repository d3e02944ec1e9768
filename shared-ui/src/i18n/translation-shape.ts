/** The same nested keys as an English bundle, with any string values (for the Nepali twin). */
export type TranslationShape<T> = { -readonly [K in keyof T]: T[K] extends string ? string : TranslationShape<T[K]> };
