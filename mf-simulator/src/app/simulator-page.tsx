import { TokenSimulator } from '../features/token-simulator/components/token-simulator';
import { RemoteScope } from '@tla/platform/islands/remote-scope';
import './remote.css';

/** /token-simulator (mounted by the shell, loaded only when visited). */
export default function SimulatorPage() {
  return (
    <RemoteScope name="mf_simulator">
      <TokenSimulator />
    </RemoteScope>
  );
}

export { buildId } from '@tla/platform/islands/build-info';
