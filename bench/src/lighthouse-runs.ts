// Lighthouse's own mobile run (simulated throttling) on the pages the loads measured, median of
// `runs`. Run after run, each route is measured and then VitePress's same page, so the machine's
// drift through the minutes this takes moves both sides of a comparison alike.
import { openLighthouse } from './lighthouse';
import { medianScores, type LighthouseRun, type LighthouseScores } from './lighthouse-scores';
import type { Origins } from './served-sites';

/** A route's medians, ours. */
export type RouteScores = { route: string } & LighthouseScores;

export type LighthouseResults = {
  ours: RouteScores[];
  /** VitePress's medians on the routes it has. */
  vitepress: ReadonlyMap<string, LighthouseScores>;
  /** The home page again with release health's vitals code and beacons blocked. */
  withoutRum: RouteScores;
};

/** The page release health's cost is measured on: the one every visit is likeliest to load. */
const RUM_ROUTE = '/';
/** Release health's lazy chunk and its beacons: blocked, the page keeps only its listeners. */
const RUM_REQUESTS = ['*/assets/web-vitals-*', '*/_rum'];

export type LighthouseContext = {
  origins: Origins;
  routes: readonly string[];
  /** The routes VitePress has, run there too. */
  vitepressRoutes: ReadonlySet<string>;
  runs: number;
};

export async function run({
  origins,
  routes,
  vitepressRoutes,
  runs,
}: LighthouseContext): Promise<LighthouseResults> {
  const runsOfRoutes = routes.map(
    (route): { route: string; ours: LighthouseRun[]; peer: LighthouseRun[] } => ({
      route,
      ours: [],
      peer: [],
    }),
  );
  const withoutRum: LighthouseRun[] = [];
  const session = await openLighthouse();
  try {
    for (let round = 0; round < runs; round += 1) {
      for (const { route, ours, peer } of runsOfRoutes) {
        ours.push(await session.run(origins.ours + route));
        if (vitepressRoutes.has(route)) peer.push(await session.run(origins.vitepress + route));
      }
      withoutRum.push(await session.run(origins.ours + RUM_ROUTE, RUM_REQUESTS));
      console.log(`ran Lighthouse, run ${round + 1} of ${runs}`);
    }
  } finally {
    session.close();
  }
  return {
    ours: runsOfRoutes.map(({ route, ours }) => ({ route, ...medianScores(ours) })),
    vitepress: new Map(
      runsOfRoutes.flatMap(({ route, peer }) =>
        peer.length > 0 ? [[route, medianScores(peer)] as const] : [],
      ),
    ),
    withoutRum: { route: RUM_ROUTE, ...medianScores(withoutRum) },
  };
}
