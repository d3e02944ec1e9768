/**
 * The `react-router-dom` the shell provides to itself, shared-ui and every remote (module federation shares a
 * library whole: the full package was 53 KB of the home page's compressed JS; these exports, with the data router
 * that `useBlocker` needs, are 28 KB). The browser's names only: the server renders with the package itself
 * (StaticRouter) and the unit tests with its MemoryRouter.
 * A build that imports a name not listed here fails (`sharedExportsCheckPlugin`, build-config/src/shared-exports-check.ts):
 * add the name here and rebuild the shell first. Taken from `react-router`, which react-router-dom re-exports.
 */
export {
  createBrowserRouter,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
// The DOM build of the data router's provider, as react-router-dom exports it.
export { RouterProvider } from 'react-router/dom';
