const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path or body id that can name a row: anything else is answered 404 (or ignored) before any query. */
export const isUuid = (value: string) => UUID.test(value);
