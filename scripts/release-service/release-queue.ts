/**
 * The release service's operations, one at a time: each runs as `npm run release` in a process of
 * its own (the servers keep answering readers while it builds pages), after those before it, and its
 * answer streams the process's lines as they come, then the verdict.
 */
import { spawn } from 'node:child_process';
import type { ServerResponse } from 'node:http';
import { plainHeaders, verdictLine, type Verdict } from './release-protocol';
import type { OperationCommand } from './release-routes';

/** How many releases may wait behind the running one; past that a client is told to retry. */
export const MAX_WAITING_RELEASES = 4;

export type OperationQueueOptions = {
  /** The program each operation runs, then its arguments before the operation's own. */
  command: readonly [string, ...string[]];
  /** The environment each operation runs with (it names the deployment). */
  env: NodeJS.ProcessEnv;
  /** Where each verdict is logged, one line each. */
  log: (line: string) => void;
};

/** Where an operation's lines go as they come: a client's answer, or the service's log. */
export type OperationOutput = { line: (text: string) => void; end: () => void };

/** An operation's lines streamed as the answer to the client that asked for it (202). */
export function answerStream(res: ServerResponse): OperationOutput {
  res.writeHead(202, { ...plainHeaders, 'X-Accel-Buffering': 'no' });
  return {
    line: (text) => {
      if (!res.writableEnded) res.write(`${text}\n`);
    },
    end: () => res.end(),
  };
}

export type OperationQueue = ReturnType<typeof operationQueue>;

/** The operations of one service, running or waiting, in order. */
export function operationQueue({ command, env, log }: OperationQueueOptions) {
  const [program, ...programArgs] = command;
  const queue: { doing: string; done: Promise<unknown> }[] = [];
  /** Operations given a place that have not joined the queue yet (a release receiving its upload). */
  let holding = 0;

  /**
   * A place for one more operation, taken at once so that uploads arriving together cannot all pass
   * the limit; `leave` gives it back when the operation will not run. Refused (too many running or
   * waiting): why, for the client.
   */
  function admit(): { ok: true; leave: () => void } | { ok: false; message: string } {
    if (queue.length + holding > MAX_WAITING_RELEASES) {
      const doing = queue.map((entry) => entry.doing);
      if (holding > 0) doing.push(`${holding} receiving`);
      return {
        ok: false,
        message: `${queue.length + holding} operations are running or waiting on this deployment (${doing.join(', ')}): retry in a minute`,
      };
    }
    holding += 1;
    let left = false;
    return {
      ok: true,
      leave: () => {
        if (left) return;
        left = true;
        holding -= 1;
      },
    };
  }

  /**
   * Run one operation in the place it was given, after those before it, telling its lines to `out`;
   * then `cleanup`. Resolves with its verdict.
   */
  async function run(
    place: { leave: () => void },
    { doing, args }: OperationCommand,
    out: OperationOutput,
    cleanup: () => void = () => {},
  ): Promise<Verdict> {
    place.leave();
    const ahead = queue.map((entry) => entry.done);
    const position = queue.length;
    let finished = () => {};
    const done = new Promise<void>((resolve) => {
      finished = resolve;
    });
    const entry = { doing, done };
    queue.push(entry);
    const { line } = out;
    try {
      if (position > 0) {
        line(
          `queued: ${position} operation(s) ahead of this one (${queue
            .slice(0, position)
            .map((waiting) => waiting.doing)
            .join(', ')})`,
        );
      }
      await Promise.allSettled(ahead);
      line(`${doing}: started`);
      const code = await new Promise<number | null>((resolve) => {
        const child = spawn(program, [...programArgs, ...args], {
          env,
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let pending = '';
        const relay = (chunk: Buffer) => {
          pending += chunk.toString('utf8');
          const lines = pending.split('\n');
          pending = lines.pop() ?? '';
          for (const text of lines) line(text);
        };
        child.stdout.on('data', relay);
        child.stderr.on('data', relay);
        child.on('error', (error) => {
          line(`release: could not start: ${error.message}`);
          resolve(null);
        });
        child.on('close', (status) => {
          if (pending !== '') line(pending);
          resolve(status);
        });
      });
      const verdict: Verdict = code === 0 ? 'live' : code === 1 ? 'refused' : 'fault';
      log(`release-service ${doing} verdict=${verdict} exit=${code ?? 'none'}`);
      line(verdictLine(verdict));
      return verdict;
    } finally {
      out.end();
      cleanup();
      queue.splice(queue.indexOf(entry), 1);
      finished();
    }
  }

  return { admit, run };
}
