/**
 * The part of zod the apps use, re-exported by name so the bundler drops the rest (zod's `z` namespace
 * as a whole, locales included, is three times the size). Read it through ./zod's `z`.
 */
export {
  array,
  bigint,
  boolean,
  custom,
  email,
  enum,
  iso,
  lazy,
  literal,
  number,
  object,
  record,
  regexes,
  strictObject,
  string,
  union,
  unknown,
  url,
} from 'zod';
export type { infer, input, ZodType } from 'zod';
