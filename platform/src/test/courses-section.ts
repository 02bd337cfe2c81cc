import { parsePublished } from '../contracts/parse-published';
import { publishedSectionSchema } from '../contracts/published-at-build';
import { defineSection, publishedSection, sectionRoutes, type ExposedModule } from '../contracts/section';

/**
 * A section a remote adds with a release (`/courses/*` of the learn remote), with the module fields a
 * test gives it (menu entries, a search).
 */
export const coursesSection = (fields: Pick<ExposedModule, 'navigation' | 'search'> = {}) =>
  defineSection({
    remote: 'learn',
    title: 'Learn',
    modules: {
      'courses-routes': {
        file: './src/app/courses-routes.tsx',
        mount: '/courses/*',
        label: 'Courses',
        paths: ['/courses'],
        ...fields,
      },
    },
  });

/** The path a contract takes to the shell: section.json, as compose reads it, into the table. */
export const throughSectionJson = (contract: ReturnType<typeof coursesSection>) =>
  sectionRoutes(
    parsePublished(
      publishedSectionSchema,
      JSON.stringify(publishedSection(contract)),
      'learn/section.json',
    ),
  );
