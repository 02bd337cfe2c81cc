import { mountStandalone } from '@tla/platform/islands/mount-standalone';
import SimulatorPage from './simulator-page';
import './standalone.css';

// The simulator on its own, for its team.
mountStandalone({
  section: 'Token Simulator',
  links: [{ label: 'Simulator', to: '/token-simulator' }],
  routes: [{ path: '/token-simulator', element: <SimulatorPage /> }],
});
