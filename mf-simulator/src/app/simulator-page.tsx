import { TokenSimulator } from '../features/token-simulator/components/token-simulator';
import './remote.css';

/** /token-simulator (mounted by the shell, loaded only when visited). */
export default function SimulatorPage() {
  return <TokenSimulator />;
}

export { buildId } from '@tla/platform/islands/build-info';
