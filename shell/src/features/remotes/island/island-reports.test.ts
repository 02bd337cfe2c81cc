import { afterEach, describe, expect, it } from 'vitest';
import { federationName } from '@tla/platform/contracts/remote-id';
import { onSectionEvent, type SectionEvent } from '../../../lib/section-events';
import { islandReports } from './island-reports';

const heard: SectionEvent[] = [];
let stop = () => {};
afterEach(() => {
  stop();
  heard.length = 0;
});
const listen = () => {
  stop = onSectionEvent((event) => heard.push(event));
};

describe('islandReports', () => {
  it("tells which release of the section's app ran, and names the section that failed", () => {
    listen();
    const reports = islandReports({ remote: federationName('blog'), module: 'blog-routes' });
    reports.onArrived?.('blog-2026-12-05');
    reports.onReport?.('failed to load');
    reports.onReport?.('crashed');
    expect(heard).toEqual([
      { type: 'ran', app: 'blog', release: 'blog-2026-12-05' },
      { type: 'failed', app: 'blog', section: 'blog/blog-routes', kind: 'load' },
      { type: 'failed', app: 'blog', section: 'blog/blog-routes', kind: 'crash' },
    ]);
  });

  it('tells nothing for a section of no known app', () => {
    listen();
    expect(islandReports({ remote: 'someone_elses', module: 'page' })).toEqual({});
    expect(heard).toEqual([]);
  });
});
