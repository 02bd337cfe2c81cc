import type * as React from 'react';
import { z } from '@tla/federated/zod';
import { isReactComponentType } from '../runtime/library-internals';

/**
 * The contract of the federated seam: every module a remote exposes default-exports a component.
 * The shell checks what arrives at run time instead of trusting a cast.
 */
export type RemoteComponentModule = {
  default: React.ComponentType;
  /** The remote build that made this module; prerendered HTML of the same build may be hydrated. */
  buildId?: string;
};

/** A React component (a module's named export, say), checked instead of cast. */
export const reactComponentSchema = z.custom<React.ComponentType>(
  isReactComponentType,
  'not a React component',
);

const componentSchema = z.custom<React.ComponentType>(
  isReactComponentType,
  'the module does not default-export a React component',
);

export const remoteComponentModuleSchema = z.object({
  default: componentSchema,
  buildId: z.string().optional(),
});

export function parseRemoteComponentModule(value: unknown): RemoteComponentModule {
  return remoteComponentModuleSchema.parse(value);
}
