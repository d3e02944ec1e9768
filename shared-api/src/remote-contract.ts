import type { ComponentType } from 'react';

/**
 * What every remote exposes as `./App`: a component the shell mounts inside its router.
 * The remote renders its own <Routes> with full paths (the shell does not strip a prefix).
 */
export type RemoteAppModule = {
  default: ComponentType;
  /**
   * Loads what rendering `pathname` needs (a remote that splits its pages into chunks), so the shell can hydrate a
   * server-rendered page without <App /> suspending. Optional: a remote without it renders at once.
   */
  preload?: (pathname: string) => Promise<void>;
};
