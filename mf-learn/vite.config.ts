import { appById } from '../scripts/apps.mjs';
import { defineAppConfig } from '../shared-ui/src/federation/vite-app-config.ts';
import { federationConfig } from './module-federation.config.ts';

const { port, devPort } = appById('learn');

export default defineAppConfig({ port, devPort, federation: federationConfig, isRemote: true });
