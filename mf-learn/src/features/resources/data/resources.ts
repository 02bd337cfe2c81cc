import {
  resourceTabIdSchema,
  type ComingSoonContent,
  type Resource,
  type ResourceCategory,
  type ResourceTab,
  type ResourceTabId,
} from './schemas';
import { resourcePath, resourcesPath } from '../../../config/learn-paths';

/**
 * The resource library, in display order. Internal links lead to a coming-soon page at
 * `/resources/{slug}`; an https link opens the external page in a new tab.
 */
export const resources: readonly Resource[] = [
  {
    id: 1,
    title: 'Solana Tokenomics Guide',
    slug: 'solana-tokenomics-guide',
    description:
      'A practical guide to supply, allocation, vesting and utility for Solana tokens, with worksheets for planning your own distribution.',
    category: 'guides',
    icon: 'Coins',
    isDownloadable: true,
    fileType: 'PDF',
    link: resourcePath('solana-tokenomics-guide'),
    comingSoon: {
      title: 'Solana Tokenomics Guide',
      description:
        'Our downloadable tokenomics guide is being written. It will walk through supply, allocations and unlock schedules step by step.',
    },
  },
  {
    id: 2,
    title: 'Smart Contract Templates',
    slug: 'contract-templates',
    description:
      'Starter Anchor programs for common token tasks such as vesting, staking and claim-based airdrops, with tests to build on.',
    category: 'code',
    icon: 'FileCode',
    isDownloadable: true,
    fileType: 'ZIP',
    link: resourcePath('contract-templates'),
    comingSoon: {
      title: 'Smart Contract Templates',
      description:
        'We are preparing a set of tested program templates. Each will come with a README that explains what to change before deploying.',
    },
  },
  {
    id: 3,
    title: 'Solana DeFi Ecosystem Map',
    slug: 'defi-ecosystem-map',
    description:
      'The main kinds of Solana DeFi apps, from exchanges and aggregators to lending and launchpads, and where a new token fits in.',
    category: 'guides',
    icon: 'Network',
    link: resourcePath('defi-ecosystem-map'),
    comingSoon: {
      title: 'Solana DeFi Ecosystem Map',
      description:
        'A map of the Solana DeFi landscape is on its way, grouped by what each kind of protocol can do for a token project.',
    },
  },
  {
    id: 4,
    title: 'Token Tax & Compliance Primer',
    slug: 'token-tax-compliance',
    description:
      'The tax and regulatory questions to raise with a qualified adviser before launching a token. General information, not legal or tax advice.',
    category: 'guides',
    icon: 'Receipt',
    link: resourcePath('token-tax-compliance'),
    comingSoon: {
      title: 'Token Tax & Compliance Primer',
      description:
        'This primer is in preparation. It will list the topics to discuss with a professional adviser in your country.',
    },
  },
  {
    id: 5,
    title: 'Token Metrics Dashboard',
    slug: 'token-metrics-dashboard',
    description:
      'Follow holders, supply, liquidity and volume for a token in one view, so concentration or thin liquidity shows up early.',
    category: 'tools',
    icon: 'BarChart3',
    link: resourcePath('token-metrics-dashboard'),
    comingSoon: {
      title: 'Token Metrics Dashboard',
      description:
        'The dashboard is under construction. It will read public on-chain data only and never ask for your keys.',
    },
  },
  {
    id: 6,
    title: 'Token Marketing Playbook',
    slug: 'token-marketing-playbook',
    description:
      'A launch plan covering positioning, channels, content calendars and honest announcements, without paid hype or misleading promises.',
    category: 'guides',
    icon: 'Megaphone',
    isDownloadable: true,
    fileType: 'PDF',
    link: resourcePath('token-marketing-playbook'),
    comingSoon: {
      title: 'Token Marketing Playbook',
      description:
        'Our marketing playbook is being finalised, with checklists for the weeks before and after a launch.',
    },
  },
  {
    id: 7,
    title: 'Community Growth Playbook',
    slug: 'community-growth-playbook',
    description:
      'Grow and moderate a token community on Discord, Telegram and X, with onboarding, scam protection and regular engagement.',
    category: 'guides',
    icon: 'Users',
    link: resourcePath('community-growth-playbook'),
    comingSoon: {
      title: 'Community Growth Playbook',
      description:
        'This playbook is coming soon, including moderation rules that help keep impersonators and fake support accounts out.',
    },
  },
  {
    id: 8,
    title: 'Smart Contract Audit Tools',
    slug: 'smart-contract-audit-tools',
    description:
      'A curated list of analysers, fuzzers and test frameworks for reviewing Solana programs before they hold real funds.',
    category: 'tools',
    icon: 'ShieldCheck',
    link: resourcePath('smart-contract-audit-tools'),
    comingSoon: {
      title: 'Smart Contract Audit Tools',
      description:
        'We are reviewing audit and testing tools for Solana programs. The list will note what each tool can and cannot catch.',
    },
  },
  {
    id: 9,
    title: 'Wallet Integration Guide',
    slug: 'wallet-integration-guide',
    description:
      'Connect Solana wallets to a React app with the Wallet Adapter, request signatures, and handle rejected or failed transactions.',
    category: 'code',
    icon: 'Wallet',
    link: resourcePath('wallet-integration-guide'),
    comingSoon: {
      title: 'Wallet Integration Guide',
      description:
        'The wallet integration guide is being written, with example components for connecting, signing and showing transaction status.',
    },
  },
  {
    id: 10,
    title: 'Token Distribution Template',
    slug: 'token-distribution-template',
    description:
      'A spreadsheet for planning allocations, cliffs and unlock dates, with a chart of circulating supply over time.',
    category: 'tools',
    icon: 'FileSpreadsheet',
    isDownloadable: true,
    fileType: 'XLSX',
    link: resourcePath('token-distribution-template'),
    comingSoon: {
      title: 'Token Distribution Template',
      description:
        'The distribution spreadsheet is almost ready. It will work in any spreadsheet app and needs no macros.',
    },
  },
  {
    id: 11,
    title: 'Liquidity Pool Calculator',
    slug: 'liquidity-pool-calculator',
    description:
      'Estimate the starting price, pool depth and price impact of trades in a constant-product pool before you commit funds.',
    category: 'tools',
    icon: 'Calculator',
    link: resourcePath('liquidity-pool-calculator'),
    comingSoon: {
      title: 'Liquidity Pool Calculator',
      description:
        'The calculator is in development. Until then, the Raydium tutorial explains the constant-product formula it will use.',
    },
  },
  {
    id: 12,
    title: 'Token Security Checklist',
    slug: 'security-checklist',
    description:
      'A pre-launch checklist: authorities to revoke, keys to protect, metadata to verify and scams to warn your community about.',
    category: 'guides',
    icon: 'ClipboardCheck',
    isDownloadable: true,
    fileType: 'PDF',
    link: resourcePath('security-checklist'),
    comingSoon: {
      title: 'Token Security Checklist',
      description:
        'Our printable security checklist is being reviewed. It will cover the steps to take before, during and after a launch.',
    },
  },
  {
    id: 13,
    title: 'SPL Token Standard Reference',
    slug: 'spl-token-standard',
    description:
      'Accounts, instructions and authorities of the Token and Token-2022 programs, with CLI and TypeScript examples side by side.',
    category: 'code',
    icon: 'Code',
    link: resourcePath('spl-token-standard'),
    comingSoon: {
      title: 'SPL Token Standard Reference',
      description:
        'This reference is being compiled. Meanwhile, the SPL token tutorial covers the commands you need to create a token.',
    },
  },
  {
    id: 14,
    title: 'NFT Integration Guide',
    slug: 'nft-integration-guide',
    description:
      'Add NFTs to a token project: collections, metadata, royalties, and how wallets and marketplaces read them.',
    category: 'code',
    icon: 'Image',
    link: resourcePath('nft-integration-guide'),
    comingSoon: {
      title: 'NFT Integration Guide',
      description:
        'The NFT guide is coming soon, with examples based on the current Metaplex standards.',
    },
  },
  {
    id: 15,
    title: 'Official Solana Token Docs',
    slug: 'solana-token-docs',
    description:
      "The Solana Foundation's documentation on mints, token accounts and the two token programs, with code examples.",
    category: 'guides',
    icon: 'BookOpen',
    link: 'https://solana.com/docs/tokens',
  },
];

/** Tabs of the resources page, in display order. */
export const resourceTabs: readonly ResourceTab[] = [
  { id: 'all', label: 'All Resources' },
  { id: 'guides', label: 'Guides' },
  { id: 'tools', label: 'Tools' },
  { id: 'code', label: 'Code' },
];

/** The resources shown under a tab (`all` keeps everything), in list order. */
export function filterResources(list: readonly Resource[], tab: ResourceTabId): Resource[] {
  return list.filter((resource) => tab === 'all' || resource.category === tab);
}

/** True when a resource link leaves the site (the card then opens it in a new tab). */
export function isExternalLink(link: string): boolean {
  return link.startsWith('http');
}

/** The badge text of each category on a card. */
export const resourceCategoryLabels: Readonly<Record<ResourceCategory, string>> = {
  guides: 'Guide',
  tools: 'Tool',
  code: 'Code',
};

/** The tab named by the page's `?tab=` parameter; a missing or unknown value falls back to `all`. */
export function parseResourceTab(value: string | null): ResourceTabId {
  const parsed = resourceTabIdSchema.safeParse(value);
  return parsed.success ? parsed.data : 'all';
}

/** The coming-soon page at `/resources/{slug}`, if a resource has one there. */
export function findComingSoonPage(
  list: readonly Resource[],
  slug: string,
): (ComingSoonContent & { path: string }) | undefined {
  const resource = list.find((entry) => entry.slug === slug);
  if (!resource?.comingSoon) return undefined;
  return { ...resource.comingSoon, path: resource.link };
}

/** Every static path of the resources section: the library and each coming-soon page. */
export function resourcePagePaths(list: readonly Resource[]): string[] {
  return [resourcesPath, ...list.filter((resource) => resource.comingSoon).map((resource) => resource.link)];
}
