import { z } from '@tla/federated/zod';

/** Lowercase words joined by single hyphens, e.g. `create-spl-token`. */
export const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Expected a kebab-case slug');

/**
 * Icon keys the UI maps to lucide-react components. Only names that lucide-react exports are allowed
 * (the tests check every key against the installed package).
 */
export const tutorialIconSchema = z.enum([
  'Coins',
  'Droplets',
  'Lock',
  'Layers',
  'BarChart3',
  'Gift',
  'FileText',
  'Vote',
  'ArrowLeftRight',
  'Sprout',
  'Repeat',
  'Flame',
]);

export const tutorialLevelSchema = z.enum(['Beginner', 'Intermediate', 'Advanced']);

export const tutorialCategorySchema = z.enum([
  'token-creation',
  'liquidity',
  'smart-contracts',
  'defi',
  'tokenomics',
]);

/** A category tab: one of the categories, or `all`. */
export const tutorialCategoryFilterSchema = z.union([z.literal('all'), tutorialCategorySchema]);

/** `full`: a written tutorial page; `coming-soon`: a placeholder page with the card's title and description. */
export const tutorialStatusSchema = z.enum(['full', 'coming-soon']);

/** The 12 tutorials of the list, in list order. */
export const tutorialSlugSchema = z.enum([
  'create-spl-token',
  'raydium-liquidity-pool',
  'token-vesting-schedule',
  'spl-token-staking',
  'custom-tokenomics-models',
  'token-airdrop-program',
  'token-metadata-standards',
  'dao-token-governance',
  'cross-chain-token-bridges',
  'tokenized-yield-farming',
  'token-swap-protocol',
  'deflationary-token-mechanisms',
]);

/** The six tutorials that have a written page. */
export const fullTutorialSlugSchema = z.enum([
  'create-spl-token',
  'raydium-liquidity-pool',
  'spl-token-staking',
  'custom-tokenomics-models',
  'token-airdrop-program',
  'token-metadata-standards',
]);

/** The swap-interface placeholder has its own route but is not one of the 12 list entries. */
export const tokenSwapInterfaceSlug = 'token-swap-interface';

/** Where a previous/next link may point: a list tutorial or the swap-interface placeholder. */
export const tutorialLinkTargetSchema = z.union([
  tutorialSlugSchema,
  z.literal(tokenSwapInterfaceSlug),
]);

/**
 * Badge and icon colour pairs. Each keeps at least 4.5:1 contrast on white (light theme) and on
 * #0b0b14 / #14141f (dark theme), tint included; the tests recompute it. `text-success` alone is
 * only 4.1:1 on its own 15% tint in the light theme, hence `text-green-800` there.
 */
export const tutorialColorClassSchema = z.enum([
  'bg-success/15 text-green-800 dark:text-success',
  'bg-amber-500/15 text-amber-800 dark:text-amber-300',
  'bg-rose-500/15 text-rose-700 dark:text-rose-300',
  'bg-primary/15 text-link',
  'bg-sky-500/15 text-sky-700 dark:text-sky-300',
  'bg-muted text-muted-foreground',
]);

/** One badge colour per level, so the same level always looks the same. */
export const levelClassByLevel: Readonly<
  Record<z.infer<typeof tutorialLevelSchema>, z.infer<typeof tutorialColorClassSchema>>
> = {
  Beginner: 'bg-success/15 text-green-800 dark:text-success',
  Intermediate: 'bg-amber-500/15 text-amber-800 dark:text-amber-300',
  Advanced: 'bg-rose-500/15 text-rose-700 dark:text-rose-300',
};

export const readTimeSchema = z
  .string()
  .regex(/^[1-9]\d* min read$/, "Expected e.g. '20 min read'");

const textSchema = z.string().trim().min(1);

export const tutorialSchema = z
  .strictObject({
    id: z.number().int().min(1).max(12),
    title: textSchema,
    slug: tutorialSlugSchema,
    description: textSchema.max(240),
    level: tutorialLevelSchema,
    levelClass: tutorialColorClassSchema,
    readTime: readTimeSchema,
    category: tutorialCategorySchema,
    icon: tutorialIconSchema,
    iconBg: tutorialColorClassSchema,
    status: tutorialStatusSchema,
  })
  .refine((tutorial) => tutorial.levelClass === levelClassByLevel[tutorial.level], {
    message: 'levelClass must be the class of its level',
    path: ['levelClass'],
  })
  .refine(
    (tutorial) =>
      tutorial.status === 'coming-soon' || fullTutorialSlugSchema.safeParse(tutorial.slug).success,
    {
      message: 'Only the six written tutorials may have status full',
      path: ['status'],
    },
  );

export const tutorialCategoryTabSchema = z.strictObject({
  id: tutorialCategoryFilterSchema,
  label: textSchema,
});

export const tutorialSectionsSchema = z.array(textSchema).min(1);

export const tutorialNavigationEntrySchema = z.strictObject({
  previous: tutorialLinkTargetSchema.nullable(),
  next: tutorialLinkTargetSchema.nullable(),
});

export const comingSoonTutorialPageSchema = z.strictObject({
  slug: slugSchema,
  title: textSchema,
  level: tutorialLevelSchema,
  description: textSchema,
  plannedTopics: z.array(textSchema).min(1),
});

export const tokenVestingGuideSchema = z.strictObject({
  slug: z.literal('token-vesting-schedule'),
  title: textSchema,
  description: textSchema,
  keyTopics: z.array(textSchema).min(5).max(6),
});

export const tutorialFilterSchema = z.strictObject({
  category: tutorialCategoryFilterSchema,
  search: z.string(),
});

export type TutorialIcon = z.infer<typeof tutorialIconSchema>;
export type TutorialLevel = z.infer<typeof tutorialLevelSchema>;
export type TutorialCategoryFilter = z.infer<typeof tutorialCategoryFilterSchema>;
export type TutorialSlug = z.infer<typeof tutorialSlugSchema>;
export type FullTutorialSlug = z.infer<typeof fullTutorialSlugSchema>;
export type TutorialLinkTarget = z.infer<typeof tutorialLinkTargetSchema>;
export type TutorialColorClass = z.infer<typeof tutorialColorClassSchema>;
export type Tutorial = z.infer<typeof tutorialSchema>;
export type TutorialCategoryTab = z.infer<typeof tutorialCategoryTabSchema>;
export type TutorialNavigationEntry = z.infer<typeof tutorialNavigationEntrySchema>;
export type ComingSoonTutorialPage = z.infer<typeof comingSoonTutorialPageSchema>;
export type TokenVestingGuide = z.infer<typeof tokenVestingGuideSchema>;
export type TutorialFilter = z.infer<typeof tutorialFilterSchema>;

/** Interactive pieces a tutorial's markdown places with a line of its own: `{{widget:partner-card}}`. */
export const tutorialWidgetSchema = z.enum(['partner-card', 'airdrop-claim-sample']);
export type TutorialWidget = z.infer<typeof tutorialWidgetSchema>;
