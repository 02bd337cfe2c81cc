/** True for links that leave the site: an absolute http or https URL. */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}
