/**
 * The `@tanstack/react-query` the shell provides to itself, shared-ui and every remote: the names the portal uses
 * (module federation shares a library whole). Taken from `react-query-source`, the same package and version
 * installed under a second name (an npm alias in shell/package.json): a facade importing its own package name would
 * get the federation wrapper of itself. A build that imports a name not listed here fails (`sharedExportsCheckPlugin`):
 * add it here and rebuild the shell.
 */
export {
  dehydrate,
  hydrate,
  keepPreviousData,
  mutationOptions,
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from 'react-query-source';
