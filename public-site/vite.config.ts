import { defineRemoteConfig } from 'build-config/vite';

export default defineRemoteConfig({ name: 'public_site', ssr: true });
