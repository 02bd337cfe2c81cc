import { RemoteScope } from '@tla/platform/islands/remote-scope';
import { HomeTutorialsSection } from '../features/tutorials/components/home-tutorials-section';
import './remote.css';

/** The home page's "Step-by-Step Tutorials" section (exposed as `./home-tutorials`; the shell composes it). */
export default function HomeTutorials() {
  return (
    <RemoteScope name="mf_learn">
      <HomeTutorialsSection />
    </RemoteScope>
  );
}

export { buildId } from '@tla/platform/islands/build-info';
