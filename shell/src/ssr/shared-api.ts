// The server's one shared-api: the deployed public-site's server build imports this (server/src/ssr).
export * from 'shared-api';
