import type { GlossaryTerm } from './schemas';

/** The built-in glossary. Order here does not matter: the page shows terms sorted by `filterGlossary`. */
export const glossaryTerms: readonly GlossaryTerm[] = [
  // ---- Blockchain ----
  {
    term: 'Lamport',
    slug: 'lamport',
    definition:
      'The smallest unit of SOL: one SOL is 1,000,000,000 lamports. Transaction fees and rent deposits are calculated in lamports. The name honours the computer scientist Leslie Lamport.',
    category: 'blockchain',
    related: ['rent', 'transaction-fee'],
  },
  {
    term: 'Rent',
    slug: 'rent',
    definition:
      'A deposit of lamports that every Solana account must hold to stay on chain, proportional to the size of its data: (128 + bytes) × 6,960 lamports. A classic token account of 165 bytes needs 2,039,280 lamports, about 0.002 SOL. The deposit is returned when the account is closed.',
    category: 'blockchain',
    related: ['lamport', 'associated-token-account', 'transaction-fee'],
  },
  {
    term: 'Transaction Fee',
    slug: 'transaction-fee',
    definition:
      'What you pay to have a transaction processed: a base fee of 5,000 lamports per signature, plus an optional priority fee that helps it land faster when the network is busy. Half of the base fee is burned and the rest goes to the validator, which also receives the whole priority fee. Rent deposits for new accounts come on top of the fee.',
    category: 'blockchain',
    related: ['lamport', 'rent', 'wallet'],
  },
  {
    term: 'Program Derived Address (PDA)',
    slug: 'program-derived-address',
    definition:
      'An account address computed from a program ID and a list of seeds, chosen so that it has no private key. Only the program it is derived from can sign for it, which lets programs own vaults, escrow accounts and configuration records. Associated token accounts and Metaplex metadata accounts are both found this way.',
    category: 'blockchain',
    related: ['associated-token-account', 'metadata', 'private-key'],
  },

  // ---- Tokens ----
  {
    term: 'SPL Token',
    slug: 'spl-token',
    definition:
      'The standard for fungible and non-fungible tokens on Solana, run by the Token program (TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA). Each token is a mint account that records supply, decimals and authorities, while balances live in separate token accounts. The spl-token command-line tool and the JavaScript SDKs create and manage them.',
    category: 'tokens',
    related: ['token-2022', 'mint-authority', 'associated-token-account', 'decimals'],
  },
  {
    term: 'Token-2022',
    slug: 'token-2022',
    definition:
      'The Token Extensions program (TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb), a newer token program that does everything the original one does plus optional extensions such as transfer fees, metadata stored in the mint and non-transferable tokens. Most extensions must be chosen when the mint is created. The spl-token CLI uses the original program by default: to create a Token-2022 mint, pass --program-2022 (or --program-id with its address); later commands detect the program from the existing mint.',
    category: 'tokens',
    related: ['spl-token', 'metadata', 'burn'],
  },
  {
    term: 'Mint Authority',
    slug: 'mint-authority',
    definition:
      'The address allowed to create new units of a token. It can be handed to another address, or removed for good with spl-token authorize <MINT> mint --disable, which fixes the supply forever. Buyers often check it, because an active mint authority can dilute every holder at any time.',
    category: 'tokens',
    related: ['freeze-authority', 'spl-token', 'rug-pull'],
  },
  {
    term: 'Freeze Authority',
    slug: 'freeze-authority',
    definition:
      "An optional address that can freeze any token account of a mint, blocking transfers until it is thawed. The spl-token CLI only sets one when you pass --enable-freeze. Many traders see an active freeze authority as a warning sign, so projects that don't need it leave it unset or revoke it.",
    category: 'tokens',
    related: ['mint-authority', 'spl-token', 'rug-pull'],
  },
  {
    term: 'Associated Token Account',
    aliases: ['ATA'],
    slug: 'associated-token-account',
    definition:
      'The default token account of a wallet for a given mint, at an address derived from the wallet, the token program and the mint, so anyone can work it out. Sending tokens to a wallet normally means sending them to this account, and whoever creates it pays its rent deposit.',
    category: 'tokens',
    related: ['program-derived-address', 'rent', 'wallet'],
  },
  {
    term: 'Decimals',
    slug: 'decimals',
    definition:
      'How many decimal places a token can be divided into. The chain stores whole numbers of base units, so with 9 decimals one token is 1,000,000,000 units. spl-token create-token uses 9 unless you pass --decimals, stablecoins such as USDC use 6, and the value cannot be changed after creation.',
    category: 'tokens',
    related: ['spl-token', 'lamport'],
  },
  {
    term: 'Metadata',
    slug: 'metadata',
    definition:
      'The name, symbol and URI that wallets and explorers show for a token; the URI points to a JSON file with the image and description. Classic SPL tokens keep it in a Metaplex Token Metadata account, while Token-2022 mints can store it in the mint itself. Only the update authority can change it, and only while it is still mutable.',
    category: 'tokens',
    related: ['token-2022', 'nft', 'program-derived-address'],
  },
  {
    term: 'Burn',
    slug: 'burn',
    definition:
      'Destroying tokens permanently, which lowers the total supply. The owner of a token account, or an approved delegate, burns from that account; the spl-token burn command takes the token account address, not the mint. Burning LP tokens is a common way to lock pool liquidity for good.',
    category: 'tokens',
    related: ['lp-token', 'tokenomics', 'associated-token-account'],
  },
  {
    term: 'Tokenomics',
    slug: 'tokenomics',
    definition:
      "The economic design of a token: total supply, who receives it (team, investors, community airdrops, liquidity), when it unlocks and what it can be used for. Clear, published tokenomics help holders judge a project's risks. Promises of guaranteed returns are a red flag, not a design.",
    category: 'tokens',
    related: ['vesting', 'market-cap', 'burn'],
  },
  {
    term: 'Vesting',
    slug: 'vesting',
    definition:
      'Releasing allocated tokens gradually instead of all at once, often after a cliff followed by regular unlocks. It is used for team and investor allocations so that large amounts cannot be sold the day a token launches. On Solana the schedule is usually enforced by a program that holds the tokens in escrow.',
    category: 'tokens',
    related: ['tokenomics', 'program-derived-address', 'rug-pull'],
  },

  // ---- DeFi ----
  {
    term: 'Liquidity Pool',
    slug: 'liquidity-pool',
    definition:
      'A program-controlled reserve of two tokens that traders swap against, with prices set by a formula instead of an order book. Liquidity providers deposit both tokens, receive LP tokens for their share and earn part of the trading fees. Raydium pools are a common way to make a new Solana token tradable.',
    category: 'defi',
    related: ['automated-market-maker', 'lp-token', 'impermanent-loss', 'slippage'],
  },
  {
    term: 'Automated Market Maker (AMM)',
    slug: 'automated-market-maker',
    definition:
      'A trading protocol that quotes prices from a formula over the reserves of a pool. In a constant-product AMM the product of the two reserves stays fixed (x × y = k), so each buy makes the next one more expensive. Concentrated-liquidity designs let providers choose the price range their deposit covers.',
    category: 'defi',
    related: ['liquidity-pool', 'slippage', 'bonding-curve'],
  },
  {
    term: 'Impermanent Loss',
    slug: 'impermanent-loss',
    definition:
      'The value a liquidity provider gives up, compared with simply holding both tokens, when their price ratio changes; the bigger the move, the bigger the gap. It is called impermanent because it shrinks if prices return, but it becomes real when you withdraw. Trading fees may or may not make up for it.',
    category: 'defi',
    related: ['liquidity-pool', 'lp-token', 'automated-market-maker'],
  },
  {
    term: 'Slippage',
    slug: 'slippage',
    definition:
      "The difference between the price you expect and the price you get. It comes from your own trade's price impact on the pool and from other trades that land first. Swap apps let you set a slippage tolerance, and the transaction fails rather than fill at a worse price; thin pools mean high slippage.",
    category: 'defi',
    related: ['liquidity-pool', 'automated-market-maker', 'market-cap'],
  },
  {
    term: 'LP Token',
    slug: 'lp-token',
    definition:
      'A token you receive for depositing into a liquidity pool, representing your share of it. Returning it to the pool gives back your share of both reserves, including accumulated fees. Burning LP tokens locks that liquidity permanently; concentrated-liquidity pools usually represent positions as NFTs instead.',
    category: 'defi',
    related: ['liquidity-pool', 'burn', 'impermanent-loss'],
  },
  {
    term: 'Bonding Curve',
    slug: 'bonding-curve',
    definition:
      "A formula that sets a token's price from the amount already sold, so every purchase raises the price for the next buyer. Meme-coin launchpads sell new coins along a bonding curve and move the liquidity to a regular AMM pool once a target is reached. The curve's shape and the migration rules depend on the launchpad.",
    category: 'defi',
    related: ['automated-market-maker', 'liquidity-pool', 'market-cap'],
  },
  {
    term: 'Market Cap',
    slug: 'market-cap',
    definition:
      "A token's circulating supply multiplied by its current price. Fully diluted valuation (FDV) uses the total supply instead, including tokens that are still locked. For thinly traded tokens both figures are easy to inflate and say little about how much could actually be sold.",
    category: 'defi',
    related: ['tokenomics', 'slippage', 'vesting'],
  },
  {
    term: 'Rug Pull',
    slug: 'rug-pull',
    definition:
      'A scam in which the creators drain a project and leave, for example by removing pool liquidity, minting new supply or dumping a large hidden allocation. Warning signs include active mint or freeze authorities, unlocked liquidity and a few wallets holding most of the supply. Revoking authorities and locking liquidity reduce the risk but do not rule it out.',
    category: 'defi',
    related: ['mint-authority', 'lp-token', 'freeze-authority'],
  },

  // ---- Wallets ----
  {
    term: 'Wallet',
    slug: 'wallet',
    definition:
      'An app or device that keeps your keys and signs transactions for you, such as a browser extension, a mobile app or a hardware wallet. The tokens themselves stay on chain in accounts that your keys control. With a self-custody wallet nobody can recover your funds if you lose the seed phrase.',
    category: 'wallets',
    related: ['seed-phrase', 'public-key', 'private-key'],
  },
  {
    term: 'Seed Phrase',
    slug: 'seed-phrase',
    definition:
      'A list of 12 or 24 words from which a wallet derives its keys; anyone who has it controls every account in that wallet. Write it down offline and never type it into a website, a chat or a form. No genuine support team, airdrop or project will ever ask for it.',
    category: 'wallets',
    related: ['wallet', 'private-key', 'public-key'],
  },
  {
    term: 'Public Key',
    slug: 'public-key',
    definition:
      'The public half of a keypair. On Solana it is a 32-byte ed25519 key written as a base58 string, and it serves as your wallet address. It is safe to share: others need it to send you tokens.',
    category: 'wallets',
    related: ['private-key', 'wallet', 'program-derived-address'],
  },
  {
    term: 'Private Key',
    slug: 'private-key',
    definition:
      'The secret half of a keypair, used to sign transactions; whoever holds it controls the account. The Solana CLI keeps it in a keypair file, ~/.config/solana/id.json by default. Keep that file out of code repositories and never share it or paste it anywhere.',
    category: 'wallets',
    related: ['public-key', 'seed-phrase', 'wallet'],
  },

  // ---- NFTs ----
  {
    term: 'Non-Fungible Token (NFT)',
    slug: 'nft',
    definition:
      'A token that represents one unique item, such as a piece of art, a ticket or a membership. A classic Solana NFT is a mint with 0 decimals and a supply of 1, plus Metaplex metadata and an edition account that prevents further minting. Newer standards such as Metaplex Core store each asset in a single account.',
    category: 'nft',
    related: ['metadata', 'collection', 'royalties', 'compressed-nft'],
  },
  {
    term: 'Royalties',
    slug: 'royalties',
    definition:
      'A share of each secondary sale paid to the creators, set in the metadata in basis points (500 means 5%). Many marketplaces treat royalties on classic NFTs as optional, while newer standards can enforce them. Fungible tokens normally set royalties to 0.',
    category: 'nft',
    related: ['nft', 'metadata', 'collection'],
  },
  {
    term: 'Collection',
    linkInArticles: false,
    slug: 'collection',
    definition:
      'A verified group of NFTs. Each item points to a collection NFT, and the collection authority confirms that the item belongs to it. Wallets and marketplaces check this flag to tell genuine items from copies.',
    category: 'nft',
    related: ['nft', 'metadata', 'royalties'],
  },
  {
    term: 'Compressed NFT',
    slug: 'compressed-nft',
    definition:
      'An NFT stored as a leaf of an on-chain Merkle tree instead of in its own accounts, using the Metaplex Bubblegum program. Only the tree account, holding its root hash, takes up account space, which makes minting thousands of items very cheap. Apps read them through RPC providers that support the Digital Asset Standard (DAS) API.',
    category: 'nft',
    related: ['nft', 'collection', 'rent'],
  },
];
