/** True for links that leave the site (the spec's rule: the link starts with http). */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}
