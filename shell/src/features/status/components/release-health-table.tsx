import { formatVital, vitalNames } from '@tla/platform/contracts/release-health';
import type { ReleaseHealth } from '@tla/platform/contracts/rum-beacon';
import { ScrollTable } from '@tla/shared-ui/components/scroll-table';

const columns = [
  'Release',
  'Page views',
  'With an error',
  ...vitalNames.map((name) => `p75 ${name}`),
];

/**
 * One app's releases as readers' browsers reported them: page views, those with an error, and the
 * 75th percentile of each vital; a release no page reported on yet has no row.
 */
export function ReleaseHealthTable({
  name,
  releases,
}: {
  name: string;
  releases: readonly ReleaseHealth[];
}) {
  const caption = `${name}: readers’ browsers`;
  return (
    <ScrollTable label={caption} className="mt-4">
      <table className="w-full text-sm">
        <caption className="text-left font-semibold">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={`py-2 pr-4 ${index === 0 ? 'text-left' : 'text-right'}`}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {releases.map((release) => (
            <tr key={release.release} className="border-t border-border">
              <th scope="row" className="py-2 pr-4 text-left font-mono font-normal">
                {release.release}
              </th>
              <td className="py-2 pr-4 text-right">{release.views}</td>
              <td className="py-2 pr-4 text-right">{release.viewsWithError}</td>
              {vitalNames.map((vital) => {
                const figure = release.vitals[vital];
                return (
                  <td key={vital} className="py-2 pr-4 text-right whitespace-nowrap">
                    {figure ? formatVital(vital, figure.p75) : '–'}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}
