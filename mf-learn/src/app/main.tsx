import { mountStandalone } from '@tla/platform/islands/mount-standalone';
import { section } from './section';
import { sectionComponents } from './section-components';
import './standalone.css';

// The remote on its own, for its team: every module of its contract, in a light frame.
mountStandalone(section, sectionComponents);
