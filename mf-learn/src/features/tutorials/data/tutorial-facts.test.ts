import { expect, test } from 'vitest';

// Checked claims in our tutorials (spl-token CLI 5.6.1, mpl-token-metadata; checked against their sources): each test
// pins a correction, so the wrong statement cannot come back unnoticed.
const files = import.meta.glob<string>('../content/*.md', { query: '?raw', import: 'default', eager: true });

function tutorial(slug: string): string {
  const text = files[`../content/${slug}.md`];
  if (text === undefined) throw new Error(`no tutorial ${slug}`);
  return text;
}

/** Shell commands of the fenced code blocks, with `\` continuations joined into one line. */
function commands(markdown: string): string[] {
  const blocks = [...markdown.matchAll(/```(?:bash|sh|shell)\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');
  return blocks.flatMap((block) => block.replace(/\\\n\s*/g, ' ').split('\n')).map((line) => line.trim());
}

/** The text under a heading, up to the next heading of the same or a higher level. */
function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(heading);
  if (start === -1) throw new Error(`no heading ${heading}`);
  const level = /^#+/.exec(heading)?.[0].length ?? 2;
  const rest = markdown.slice(start + heading.length);
  const end = rest.search(new RegExp(`\\n#{1,${level}} `));
  return end === -1 ? rest : rest.slice(0, end);
}

const all = Object.values(files).join('\n');

test('a transfer with --expected-fee never asks the CLI to fund the recipient; the account is created first', () => {
  const text = tutorial('custom-tokenomics-models');
  const lines = commands(text);
  const transfer = lines.findIndex((line) => /^spl-token transfer .*--expected-fee/.test(line));
  expect(transfer).toBeGreaterThan(-1);
  for (const line of commands(all).filter((command) => command.includes('--expected-fee'))) {
    expect(line).not.toContain('--fund-recipient');
  }
  const create = lines.findIndex((line) => /^spl-token create-account <MINT_ADDRESS> --owner <RECIPIENT_WALLET_ADDRESS>/.test(line));
  expect(create).toBeGreaterThan(-1);
  expect(create).toBeLessThan(transfer);
  // The SPL token tutorial, which mentions --expected-fee in prose, says the same.
  expect(tutorial('create-spl-token')).toMatch(/With a fee, `--fund-recipient` does not work/);
});

test('--immutable is explained as a Token-2022 option: rejected for classic tokens, built into Token-2022 ATAs', () => {
  const bullet = tutorial('create-spl-token')
    .split('\n')
    .find((line) => line.startsWith('- `--immutable`'));
  expect(bullet).toBeDefined();
  expect(bullet).toMatch(/classic Token mint the CLI rejects the flag/);
  expect(bullet).toMatch(/Token-2022 ATAs are always created with ImmutableOwner/);
  expect(bullet).toContain('create-account $MINT <ACCOUNT_KEYPAIR> --immutable');
  expect(bullet).not.toMatch(/^- `--immutable` stops the account's owner from ever being reassigned\./);
});

test('createV1 records the token standard it is given; only CreateMetadataAccountV3 infers it', () => {
  for (const slug of ['create-spl-token', 'token-metadata-standards']) {
    const text = tutorial(slug);
    expect(text, slug).not.toMatch(/records the token standard itself|You do not write the `token_standard` field yourself|Recorded by the program/);
    expect(text, slug).toMatch(/`createV1` records (exactly )?the (standard|`tokenStandard`)/);
    expect(text, slug).toMatch(/legacy `CreateMetadataAccountV3` instruction[^.]*infers/);
  }
});

test('Metaplex on a Token-2022 mint: the pointer must have no authority, which CLI-made pointers have', () => {
  const answer = section(tutorial('token-metadata-standards'), '### Can a Token-2022 mint use Metaplex metadata instead?');
  expect(answer).toMatch(/its authority must be none/);
  expect(answer).toMatch(/close authority, it must be the metadata account/);
  expect(answer).toMatch(/spl-token CLI always gives the pointers it creates an authority/);
  expect(answer).toContain('spl-token authorize <MINT_ADDRESS> metadata-pointer --disable');
});

test('no link leads to the old SPL documentation site; the current documentation is linked instead', () => {
  expect(all).not.toContain('spl.solana.com');
  expect(tutorial('create-spl-token')).toContain('https://www.solana-program.com/docs/token');
  expect(tutorial('custom-tokenomics-models')).toContain('https://solana.com/docs/tokens/extensions');
  expect(tutorial('spl-token-staking')).toContain('https://solana.com/docs/tokens/extensions');
});

test('AMM v4 pools still bind an OpenBook market; the 2026 change was the Stable AMM', () => {
  const text = tutorial('raydium-liquidity-pool');
  expect(text).not.toMatch(/removed from the program in 2026/);
  const row = text.split('\n').find((line) => line.startsWith('| OpenBook market |'));
  expect(row?.split('|').map((cell) => cell.trim())).toEqual([
    '',
    'OpenBook market',
    'Not needed',
    'Required: each new pool is bound to an OpenBook market at creation',
    'Not needed',
    '',
  ]);
  expect(text).toMatch(/June 2026 clean-up of dormant OpenBook code concerned its separate Stable AMM program, not AMM v4/);
});

test('spl-token mint without a recipient credits the default signer, not necessarily the mint authority', () => {
  expect(all).not.toMatch(/mints into the mint authority's ATA/);
  expect(tutorial('create-spl-token')).toMatch(/associated token account of its default signer/);
});

test('an expired transaction costs nothing', () => {
  const text = tutorial('raydium-liquidity-pool');
  expect(text).not.toMatch(/expire[^.]*costs at most the small base fee/);
  expect(text).toMatch(/An expired transaction was never processed, so it costs nothing/);
});
