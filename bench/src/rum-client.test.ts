import { describe, expect, it } from 'vitest';
import { buildReporter, rumClientBytes, vitalsLibrary } from './rum-client';

describe("release health's client bytes", () => {
  // The measurement counts the reporter from a server build because only the client build adds the
  // bundler's preload helper around a lazy import: if that changes, the figure would be wrong.
  it('builds the reporter without the preload helper the client build wraps its lazy import in', async () => {
    const server = await buildReporter('server', vitalsLibrary);
    const client = await buildReporter('client', vitalsLibrary);
    expect(server.entry.join('')).toMatch(/import\(`web-vitals`\)/);
    expect(server.entry.join('')).not.toMatch(/modulepreload/);
    expect(client.entry.join('')).toMatch(/modulepreload/);
  });

  it("splits the vitals off and counts the reporter's own code apart from the helpers it shares", async () => {
    const bytes = await rumClientBytes();
    expect(bytes.lazyBr).toBeGreaterThan(1000);
    expect(bytes.reporterOwnBr).toBeGreaterThan(0);
    expect(bytes.reporterOwnBr).toBeLessThan(bytes.reporterBr);
    expect(bytes.addedBr).toBe(bytes.reporterOwnBr + bytes.lazyBr);
  });
});
