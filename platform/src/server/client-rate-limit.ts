/**
 * A pace per client address, as nginx's limit_req with `burst` and `nodelay` keeps it: a client may
 * send `burst` requests more than its pace at once, then waits for the pace to catch up. The state of
 * at most `clients` addresses is kept, the least recently seen forgotten first (as nginx does when its
 * zone is full), so the memory stays bounded however many addresses a flood comes from.
 */
export type RateLimit = { perMinute: number; burst: number; clients: number };

/** Whether a request from `client` may be served now; counting it when it may. */
export type RateLimiter = ((client: string) => boolean) & { readonly tracked: () => number };

export function clientRateLimiter(limit: RateLimit, now: () => number = Date.now): RateLimiter {
  // Per client: how many requests ahead of its pace it is, as of `at` (nginx's "excess").
  const clients = new Map<string, { excess: number; at: number }>();
  const perMs = limit.perMinute / 60_000;
  const allow = (client: string): boolean => {
    const time = now();
    const last = clients.get(client);
    // Re-inserted on every request: the Map's order is then least recently seen first.
    clients.delete(client);
    const excess = last ? Math.max(0, last.excess - (time - last.at) * perMs + 1) : 0;
    if (excess > limit.burst) {
      clients.set(client, { excess: excess - 1, at: time });
      return false;
    }
    clients.set(client, { excess, at: time });
    for (const oldest of clients.keys()) {
      if (clients.size <= limit.clients) break;
      clients.delete(oldest);
    }
    return true;
  };
  return Object.assign(allow, { tracked: () => clients.size });
}
