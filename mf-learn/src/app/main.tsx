import { mountStandalone } from '@tla/platform/islands/mount-standalone';
import GlossaryRoute from './glossary-page';
import ResourcesRoutes from './resources-routes';
import TutorialsRoutes from './tutorials-routes';
import './standalone.css';

// The learning section on its own, for its team: the same modules the shell mounts.
mountStandalone({
  section: 'Learn',
  links: [
    { label: 'Tutorials', to: '/tutorials' },
    { label: 'Resources', to: '/resources' },
    { label: 'Glossary', to: '/glossary' },
  ],
  routes: [
    { path: '/tutorials/*', element: <TutorialsRoutes /> },
    { path: '/resources/*', element: <ResourcesRoutes /> },
    { path: '/glossary', element: <GlossaryRoute /> },
  ],
});
