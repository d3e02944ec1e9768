import { defineRemoteConfig } from 'build-config/vite';

export default defineRemoteConfig({ name: 'seeker_app' });
