import { SimulatorOverview } from '../features/token-simulator/components/simulator-overview';
import { RemoteScope } from '@tla/shared-ui/components/remote-scope';
import './remote.css';

/** /token-simulator (mounted by the shell, loaded only when visited). */
export default function SimulatorPage() {
  return (
    <RemoteScope name="mf_simulator">
      <SimulatorOverview />
    </RemoteScope>
  );
}

export { buildId } from './build-info';
