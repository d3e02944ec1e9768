// The server's one copy of the contract's schemas: the deployed public-site's server build imports this (server/src/ssr).
export * from 'shared-api/schemas';
