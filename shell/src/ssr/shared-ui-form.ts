// The server's one shared-ui form kit: the deployed public-site's server build imports this (server/src/ssr).
export * from 'shared-ui/form';
