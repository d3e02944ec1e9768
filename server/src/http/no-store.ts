import fastifyPlugin from 'fastify-plugin';

/**
 * Every API answer that does not say otherwise is `Cache-Control: no-store`: a session token, a user's own data or
 * an error must never be kept by a browser's disk cache or a shared cache. The answers meant to be kept say so
 * themselves (the public cache's list, detail and lookup answers, public files, share images).
 */
export const noStoreDefault = fastifyPlugin(
  async (app) => {
    app.addHook('onSend', async (request, reply) => {
      if (!request.url.startsWith('/api/') && request.url !== '/api') return;
      if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    });
  },
  { name: 'no-store-default' },
);
