import { defineRemoteConfig } from '@tla/platform/build/vite-app-config';
import { section } from './src/app/section';

export default defineRemoteConfig({ section });
