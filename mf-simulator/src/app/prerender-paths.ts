/** Every static path this remote owns, prerendered at build time. Saved scenarios are per reader: not listed. */
export const prerenderPaths: string[] = ['/token-simulator'];
