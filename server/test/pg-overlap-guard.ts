/**
 * pg 8 queues a query sent on a client that is still running one and warns that pg 9 will refuse it. Inside a
 * transaction that is one connection, so `Promise.all` over a transaction client is that bug: this makes the
 * warning fail the test run instead of scrolling by (db/reads.ts runs such reads one after another).
 */
Error.stackTraceLimit = 50;

process.on('warning', (warning) => {
  if (warning.message.includes('already executing a query')) {
    throw new Error(`Overlapping queries on one pg client (use readsTogether from src/db/reads.ts): ${warning.stack}`);
  }
});
