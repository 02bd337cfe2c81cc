// Where the site serves the simulator's social card (published by this remote, see social-cards.ts).
// The simulator is mounted at one path: its files live below it (see sitePathPrefixes).
export const simulatorCardPath = '/token-simulator/og/index.png';
