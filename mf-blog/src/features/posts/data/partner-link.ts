/** The writers link the partner platform with this placeholder; the deployment's URL replaces it. */
export const PARTNER_PLACEHOLDER_URL = 'https://partner.example/create';

/** A post's markdown with its partner links pointing where the deployment says (createTokenUrl). */
export const withPartnerUrl = (markdown: string, createTokenUrl: string): string =>
  markdown.replaceAll(PARTNER_PLACEHOLDER_URL, createTokenUrl);
