import { config } from 'zod';

/**
 * zod for every app, as `z`. This module, not the zod package, is federated: a shared module ships
 * whole, and the whole package is three times what we use, while an unshared zod would ship once per
 * app on the same page. Apps import zod only from here (ESLint enforces it). A schema API not yet
 * re-exported in zod-api.ts needs adding there, and a shell release, before a remote can use it.
 */
export * as z from './zod-api';

// The site's Content-Security-Policy allows no eval: zod must not compile its parsers with
// `new Function` (even its probe for eval is reported as a violation). Parsing stays the same.
config({ jitless: true });
