// The server's one shared-ui: the deployed public-site's server build imports this (server/src/ssr).
export * from 'shared-ui';
