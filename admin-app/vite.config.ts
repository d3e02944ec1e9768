import { defineRemoteConfig } from 'build-config/vite';

export default defineRemoteConfig({ name: 'admin_app' });
