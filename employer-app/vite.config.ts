import { defineRemoteConfig } from 'build-config/vite';

export default defineRemoteConfig({ name: 'employer_app' });
