import { z } from '@tla/federated/zod';
import { resourcePath } from '../../../config/learn-paths';

export const resourceSlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Expected a kebab-case slug');

/**
 * Icon keys the UI maps to lucide-react components. Only names that lucide-react exports are allowed
 * (the tests check every key against the installed package).
 */
export const resourceIconSchema = z.enum([
  'BookOpen',
  'Coins',
  'Code',
  'FileCode',
  'Network',
  'Receipt',
  'BarChart3',
  'Megaphone',
  'Users',
  'ShieldCheck',
  'Wallet',
  'FileSpreadsheet',
  'Calculator',
  'ClipboardCheck',
  'Image',
  'Wrench',
  'Shield',
  'Layers',
  'MessagesSquare',
]);

export const resourceCategorySchema = z.enum(['guides', 'tools', 'code']);

/** A tab of the resources page: one of the categories, or `all`. */
export const resourceTabIdSchema = z.union([z.literal('all'), resourceCategorySchema]);

export const resourceFileTypeSchema = z.enum(['PDF', 'ZIP', 'XLSX']);

/** An absolute https URL to another site. */
export const externalUrlSchema = z.url({ protocol: /^https$/, hostname: z.regexes.domain });

/** A path on this site, e.g. `/resources/security-checklist`. */
export const internalPathSchema = z
  .string()
  .regex(/^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/|$))*$/, 'Expected a site path');

const textSchema = z.string().trim().min(1);

export const comingSoonContentSchema = z.strictObject({
  title: textSchema,
  description: textSchema,
});

export const resourceSchema = z
  .strictObject({
    id: z.number().int().positive(),
    title: textSchema,
    slug: resourceSlugSchema,
    description: textSchema.max(240),
    category: resourceCategorySchema,
    icon: resourceIconSchema,
    isDownloadable: z.boolean().optional(),
    fileType: resourceFileTypeSchema.optional(),
    /** `/resources/{slug}` (a coming-soon page on this site) or an https URL (opens in a new tab). */
    link: z.union([internalPathSchema, externalUrlSchema]),
    /** The placeholder page of an internal resource. */
    comingSoon: comingSoonContentSchema.optional(),
  })
  .superRefine((resource, ctx) => {
    const downloadable = resource.isDownloadable === true;
    if (downloadable !== (resource.fileType !== undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['fileType'],
        message: 'fileType is required exactly when the resource is downloadable',
      });
    }
    const internal = resource.link.startsWith('/');
    if (internal && resource.link !== resourcePath(resource.slug)) {
      ctx.addIssue({
        code: 'custom',
        path: ['link'],
        message: `An internal link must be ${resourcePath('{slug}')}`,
      });
    }
    if (internal !== (resource.comingSoon !== undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['comingSoon'],
        message: 'comingSoon is required exactly when the link is internal',
      });
    }
  });

export const resourceTabSchema = z.strictObject({
  id: resourceTabIdSchema,
  label: textSchema,
});

/** A card of the home page's developer-resources section: always an official external page. */
export const developerResourceSchema = z.strictObject({
  id: resourceSlugSchema,
  title: textSchema,
  description: textSchema.max(200),
  link: externalUrlSchema,
  icon: resourceIconSchema,
});

export type ResourceIcon = z.infer<typeof resourceIconSchema>;
export type ResourceCategory = z.infer<typeof resourceCategorySchema>;
export type ResourceTabId = z.infer<typeof resourceTabIdSchema>;
export type ComingSoonContent = z.infer<typeof comingSoonContentSchema>;
export type Resource = z.infer<typeof resourceSchema>;
export type ResourceTab = z.infer<typeof resourceTabSchema>;
export type DeveloperResource = z.infer<typeof developerResourceSchema>;
