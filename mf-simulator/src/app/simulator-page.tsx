import { TokenSimulator } from '../features/token-simulator/components/token-simulator';
import { simulatorCardPath } from './social-card-paths';
import './remote.css';

/** /token-simulator (mounted by the shell, loaded only when visited). */
export default function SimulatorPage() {
  return <TokenSimulator ogImage={simulatorCardPath} />;
}

export { buildId } from '@tla/platform/islands/build-info';
