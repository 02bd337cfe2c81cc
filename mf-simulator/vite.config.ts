import { appById } from '../scripts/apps.mjs';
import { defineAppConfig } from '../shared-ui/src/federation/vite-app-config';
import { federationConfig } from './module-federation.config';

const { port, devPort } = appById('simulator');

export default defineAppConfig({ port, devPort, federation: federationConfig, isRemote: true });
