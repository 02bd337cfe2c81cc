import { useEffect } from 'react';
import { useRouteError } from '@tla/federated/router';
import { tellSectionEvent } from '../lib/section-events';
import { ErrorScreen } from './error-screen';

/**
 * The router's error element: logs what broke, tells the page's release health (a page of the
 * shell crashed; a remote's crash stays inside its island) and shows the fallback screen.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.warn('A page failed to render:', error);
    tellSectionEvent({ type: 'failed', app: 'shell', section: 'shell', kind: 'crash' });
  }, [error]);
  return <ErrorScreen />;
}
