import { expect, test } from 'vitest';

// Checked claims in our articles (spl-token CLI 5.6.1, mpl-token-metadata; checked against their sources): each test pins
// a correction, so the wrong statement cannot come back unnoticed.
const files = import.meta.glob<string>('../content/*.md', { query: '?raw', import: 'default', eager: true });

function post(slug: string): string {
  const text = files[`../content/${slug}.md`];
  if (text === undefined) throw new Error(`no post ${slug}`);
  return text;
}

/** Shell commands of the fenced code blocks, with `\` continuations joined into one line. */
function commands(markdown: string): string[] {
  const blocks = [...markdown.matchAll(/```(?:bash|sh|shell)\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');
  return blocks.flatMap((block) => block.replace(/\\\n\s*/g, ' ').split('\n')).map((line) => line.trim());
}

const all = Object.values(files).join('\n');

test('the developer guide creates the recipient account before a transfer with --expected-fee', () => {
  const lines = commands(post('spl-token-developer-guide'));
  const transfer = lines.findIndex((line) => /^spl-token transfer .*--expected-fee/.test(line));
  const create = lines.findIndex((line) => /^spl-token create-account <MINT_ADDRESS> --owner <RECIPIENT_WALLET_ADDRESS>/.test(line));
  expect(transfer).toBeGreaterThan(-1);
  expect(create).toBeGreaterThan(-1);
  expect(create).toBeLessThan(transfer);
  for (const line of commands(all).filter((command) => command.includes('--expected-fee'))) {
    expect(line).not.toContain('--fund-recipient');
  }
});

test('createV1 records the token standard it is given; only CreateMetadataAccountV3 infers it from the decimals', () => {
  for (const slug of ['spl-token-developer-guide', 'tokenomics-principles-for-solana-tokens']) {
    const text = post(slug);
    expect(text, slug).not.toMatch(/sets the token standard itself|is given the `FungibleAsset` standard/);
    expect(text, slug).toMatch(/`createV1`[^.]*records (the token standard you pass|whichever standard you pass)/);
    expect(text, slug).toMatch(/legacy `CreateMetadataAccountV3` instruction infers it/);
  }
});

test('spl-token mint without a recipient credits the default signer, not necessarily the mint authority', () => {
  const text = post('spl-token-developer-guide');
  expect(text).not.toMatch(/without a recipient sends to the mint authority's ATA/);
  expect(text).toMatch(/credits the associated token account of the CLI's default signer/);
});

test('no article links to the old SPL documentation site', () => {
  expect(all).not.toContain('spl.solana.com');
});
