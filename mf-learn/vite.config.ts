import { defineRemoteConfig } from '@tla/platform/build/vite-app-config';
import { socialCardFiles } from '@tla/platform/build/social-card';
import { section } from './src/app/section';
import { learnSocialCards } from './src/app/social-cards';

// Its pages' social cards are served at /tutorials/og/, /resources/og/ and /glossary/og/ (compose
// copies site/).
export default defineRemoteConfig({ section, publish: socialCardFiles(learnSocialCards()) });
