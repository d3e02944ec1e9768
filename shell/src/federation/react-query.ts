/**
 * The `@tanstack/react-query` the shell provides to itself, shared-ui, shared-api and every remote (module
 * federation shares a library whole; the portal uses these names). A build that imports another name fails
 * (`sharedExportsCheckPlugin`, shared-api/remote-sharing.ts): add it here and rebuild the shell first. Taken from
 * `@tanstack/query-core` and the package's own files: importing `@tanstack/react-query` here would get the
 * federation's wrapper of this very module.
 */
export { dehydrate, hydrate, keepPreviousData, QueryClient } from '@tanstack/query-core';
export { mutationOptions } from '../../../node_modules/@tanstack/react-query/build/modern/mutationOptions.js';
export {
  QueryClientProvider,
  useQueryClient,
} from '../../../node_modules/@tanstack/react-query/build/modern/QueryClientProvider.js';
export { queryOptions } from '../../../node_modules/@tanstack/react-query/build/modern/queryOptions.js';
export { useMutation } from '../../../node_modules/@tanstack/react-query/build/modern/useMutation.js';
export { useQuery } from '../../../node_modules/@tanstack/react-query/build/modern/useQuery.js';
