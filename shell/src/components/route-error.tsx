import { useEffect } from 'react';
import { useRouteError } from '@tla/federated/router';
import { ErrorScreen } from './error-screen';

/** The router's error element: logs what broke and shows the fallback screen. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.warn('A page failed to render:', error);
  }, [error]);
  return <ErrorScreen />;
}
