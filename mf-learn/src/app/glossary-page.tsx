import { GlossaryPage } from '../features/glossary/components/glossary-page';
import { RemoteScope } from '@tla/shared-ui/components/remote-scope';
import './remote.css';

/** /glossary (mounted by the shell). */
export default function GlossaryRoute() {
  return (
    <RemoteScope name="mf_learn">
      <GlossaryPage />
    </RemoteScope>
  );
}

export { buildId } from './build-info';
