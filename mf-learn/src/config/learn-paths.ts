/**
 * The learning remote's addresses, all from the mounts its section contract declares (app/section.ts):
 * moving a section means changing its mount here alone.
 */
import { mountLink } from '@tla/platform/contracts/navigation';

/** Where the shell mounts the tutorials' routes. */
export const tutorialsMount = '/tutorials/*';

/** Where the shell mounts the resources' routes. */
export const resourcesMount = '/resources/*';

/** The glossary is one page, mounted at one path; the files it publishes sit below it. */
export const glossaryMount = '/glossary';

/** The list of tutorials. */
export const tutorialsPath = mountLink(tutorialsMount);

/** A tutorial's page: a written one, a coming-soon one, or the swap-interface placeholder. */
export const tutorialPath = (slug: string): `/${string}` => `${tutorialsPath}/${slug}`;

/** The resources library. */
export const resourcesPath = mountLink(resourcesMount);

/** A resource's own page on the site (its coming-soon page). */
export const resourcePath = (slug: string): `/${string}` => `${resourcesPath}/${slug}`;

/** The glossary page. */
export const glossaryPath = mountLink(glossaryMount);

/** A term of the glossary: its accordion item, opened by the URL's hash. */
export const glossaryTermPath = (slug: string): `/${string}` => `${glossaryPath}#${slug}`;

/** Site files a section publishes under its path (feeds, search index, social cards). */
export const tutorialsFilePath = (file: string): `/${string}` => `${tutorialsPath}/${file}`;
export const resourcesFilePath = (file: string): `/${string}` => `${resourcesPath}/${file}`;
export const glossaryFilePath = (file: string): `/${string}` => `${glossaryPath}/${file}`;
