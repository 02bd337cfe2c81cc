/** Which remote and exposed module renders each section of the site. */
export type RemoteName = 'mf_blog' | 'mf_learn' | 'mf_simulator';

export type RemoteSection = {
  /** First path segment the section owns. */
  segment: string;
  remote: RemoteName;
  module: string;
  /** What readers call the section, for loading and error messages. */
  label: string;
};

export const remoteSections = {
  blog: { segment: 'blog', remote: 'mf_blog', module: 'blog-routes', label: 'Blog' },
  tutorials: {
    segment: 'tutorials',
    remote: 'mf_learn',
    module: 'tutorials-routes',
    label: 'Tutorials',
  },
  resources: {
    segment: 'resources',
    remote: 'mf_learn',
    module: 'resources-routes',
    label: 'Resources',
  },
  glossary: { segment: 'glossary', remote: 'mf_learn', module: 'glossary-page', label: 'Glossary' },
  simulator: {
    segment: 'token-simulator',
    remote: 'mf_simulator',
    module: 'simulator-page',
    label: 'Token Simulator',
  },
} as const satisfies Record<string, RemoteSection>;

export function sectionForPath(path: string): RemoteSection | undefined {
  const segment = path.replace(/^\/+/, '').split(/[/?#]/)[0];
  return Object.values(remoteSections).find((section) => section.segment === segment);
}

/** A component a remote exposes for a part of a shell page (the home page's federated sections). */
export type RemoteWidget = Pick<RemoteSection, 'remote' | 'module' | 'label'>;

export const remoteWidgets = {
  homeTutorials: { remote: 'mf_learn', module: 'home-tutorials', label: 'Step-by-Step Tutorials' },
  homeResources: { remote: 'mf_learn', module: 'home-resources', label: 'Developer Resources' },
  latestPosts: { remote: 'mf_blog', module: 'latest-posts', label: 'Latest from Our Blog' },
} as const satisfies Record<string, RemoteWidget>;
