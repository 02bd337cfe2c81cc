import { HomeTutorialsSection } from '../features/tutorials/components/home-tutorials-section';
import './remote.css';

/** The home page's "Step-by-Step Tutorials" section (exposed as `./home-tutorials`; the shell composes it). */
export default function HomeTutorials() {
  return <HomeTutorialsSection />;
}

export { buildId } from '@tla/platform/islands/build-info';
