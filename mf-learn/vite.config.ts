import { defineAppConfig } from '@tla/platform/build/vite-app-config';
import { federationConfig } from './module-federation.config.ts';

export default defineAppConfig({ app: 'learn', federation: federationConfig });
