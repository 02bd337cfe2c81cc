/**
 * Module Federation as the remote runtime uses it (runtime/remote-catalog.ts's FederationPort): the
 * host started on first use, remotes registered and their modules loaded through the global runtime.
 */
import { loadRemote, registerRemotes } from '@module-federation/runtime';
import type { FederationPort } from '../runtime/remote-catalog';
import { startFederationHost } from './federation-host';

export const moduleFederation: FederationPort = {
  start: startFederationHost,
  register: (remotes, options) => registerRemotes(remotes, options),
  load: (id) => loadRemote(id),
};
