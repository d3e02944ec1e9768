import type { ComponentType } from 'react';

/**
 * What every remote exposes as `./App`: a component the shell mounts inside its router.
 * The remote renders its own <Routes> with full paths (the shell does not strip a prefix).
 */
export type RemoteAppModule = { default: ComponentType };
