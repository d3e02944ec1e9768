export type { RemoteAppModule } from './remote-contract.ts';
