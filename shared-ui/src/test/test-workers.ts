import { availableParallelism } from 'node:os';

/**
 * How many test files run at once, in every workspace's Vitest config that sets it and in the root
 * run (Vitest refuses projects of one run that disagree): every core, as the main process is mostly
 * idle, and never fewer than two. With a single worker, Vitest 4 hands a VM pool (`vmForks`) all of
 * a workspace's files in one run, and runs them in one VM context: module state (a store), mocks and
 * storage would pass from one test file to the next. With two or more, each file gets its own context.
 */
export const testWorkers = Math.max(2, availableParallelism());
