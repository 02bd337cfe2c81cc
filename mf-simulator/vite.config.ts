import { defineRemoteConfig } from '@tla/platform/build-tools/vite-app-config';
import { socialCardFiles } from '@tla/platform/build-tools/social-card';
import { section } from './src/app/section';
import { simulatorSocialCards } from './src/app/social-cards';

// Its page's social card is served at /token-simulator/og/index.png (compose copies site/).
export default defineRemoteConfig({ section, publish: socialCardFiles(simulatorSocialCards()) });
