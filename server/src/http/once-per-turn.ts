/**
 * `read` memoised for one turn of the event loop: the requests that arrive together share one reading (of files on
 * disk: a deploy's marker, a build's mtime), and the first request of a later turn reads afresh. So a change made
 * before a request arrived is always seen by it: every request handled in a turn was received before the turn began
 * (its socket was readable then), and the reading is made after.
 */
export function oncePerTurn<T>(read: () => T): () => T {
  let fresh = false;
  let value: T;
  const expire = () => {
    fresh = false;
  };
  return () => {
    if (!fresh) {
      value = read();
      fresh = true;
      setImmediate(expire);
    }
    return value;
  };
}
