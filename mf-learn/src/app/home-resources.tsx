import { DeveloperResourcesSection } from '../features/resources/components/developer-resources-section';
import {
  developerResources,
  exploreMoreLink,
} from '../features/resources/data/developer-resources';
import './remote.css';

/** The home page's "Developer Resources" section (exposed as `./home-resources`; the shell composes it). */
export default function HomeResources() {
  return (
    <DeveloperResourcesSection resources={developerResources} exploreMoreTo={exploreMoreLink} />
  );
}

export { buildId } from '@tla/platform/islands/build-info';
