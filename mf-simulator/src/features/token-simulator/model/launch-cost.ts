import { lamportsToSol } from './lamports';

/**
 * Rent: (128 + data bytes) × lamports per byte. 6,960 = 3,480 lamports per byte-year × 2 years
 * (anza-xyz/solana-sdk rent; SIMD-0194 keeps the same result). An input because it can change.
 */
export const ACCOUNT_STORAGE_OVERHEAD = 128;
export const DEFAULT_LAMPORTS_PER_BYTE = 6_960n;

export function rentExemptMinimum(
  dataBytes: number,
  lamportsPerByte: bigint = DEFAULT_LAMPORTS_PER_BYTE,
): bigint {
  return BigInt(ACCOUNT_STORAGE_OVERHEAD + dataBytes) * lamportsPerByte;
}

/** Classic Token program sizes. */
export const SPL_MINT_SIZE = 82;
export const SPL_TOKEN_ACCOUNT_SIZE = 165;

/**
 * Token-2022 with extensions: the base state is padded to 165 bytes (mints too, so a mint can't be
 * mistaken for an account), then 1 AccountType byte, then TLV entries of 2 (type) + 2 (length) + value.
 * Value sizes from solana-program/token-2022 interface/src/extension.
 */
export const TOKEN_2022_BASE_SIZE = 165;
export const ACCOUNT_TYPE_SIZE = 1;
export const TLV_HEADER_SIZE = 4;
export const MINT_EXTENSION_SIZES = {
  transferFeeConfig: 108,
  metadataPointer: 64,
  mintCloseAuthority: 32,
  permanentDelegate: 32,
} as const;
export type MintExtension = keyof typeof MINT_EXTENSION_SIZES;
export const ACCOUNT_EXTENSION_SIZES = { immutableOwner: 0, transferFeeAmount: 8 } as const;

/** Metaplex Token Metadata account: 607 bytes for new accounts since Sept 2024, 679 before. */
export const METAPLEX_METADATA_SIZE = 607;
export const METAPLEX_METADATA_SIZE_BEFORE_SEPT_2024 = 679;
/** Metaplex create fee: rent(1308) + 5,440 = exactly 0.01 SOL (mpl-token-metadata state/fee.rs). */
export const METAPLEX_CREATE_FEE = 10_000_000n;

export const SIGNATURE_FEE = 5_000n;
export const MICRO_LAMPORTS_PER_LAMPORT = 1_000_000n;
/** Raydium CPMM protocol creation fee (docs.raydium.io), 0.15 SOL. */
export const CPMM_CREATION_FEE = 150_000_000n;

export interface TokenMetadataFields {
  name: string;
  symbol: string;
  uri: string;
}

const utf8 = new TextEncoder();

/**
 * Token-2022 TokenMetadata extension, TLV included. It is variable length (Borsh):
 * 2 type + 2 length + 32 update authority + 32 mint + (4 + name) + (4 + symbol) + (4 + uri)
 * + 4 for the empty additional-metadata vec. Lengths are UTF-8 bytes. Custom fields would add more.
 */
export function tokenMetadataExtensionSize({ name, symbol, uri }: TokenMetadataFields): number {
  const text = (value: string) => 4 + utf8.encode(value).length;
  return TLV_HEADER_SIZE + 32 + 32 + text(name) + text(symbol) + text(uri) + 4;
}

/**
 * Mint account size. A Token-2022 mint with no extension stays at 82 bytes, like a classic mint.
 * Pass `tokenMetadata` when the metadata lives in the mint (then include 'metadataPointer' too).
 */
export function mintSize(
  program: 'spl-token' | 'token-2022',
  extensions: readonly MintExtension[] = [],
  tokenMetadata?: TokenMetadataFields,
): number {
  if (program === 'spl-token') return SPL_MINT_SIZE;
  const unique = [...new Set(extensions)];
  if (unique.length === 0 && !tokenMetadata) return SPL_MINT_SIZE;
  const fixed = unique.reduce(
    (sum, extension) => sum + TLV_HEADER_SIZE + MINT_EXTENSION_SIZES[extension],
    0,
  );
  const variable = tokenMetadata ? tokenMetadataExtensionSize(tokenMetadata) : 0;
  return TOKEN_2022_BASE_SIZE + ACCOUNT_TYPE_SIZE + fixed + variable;
}

/**
 * Token account size. A Token-2022 ATA always carries ImmutableOwner (4 bytes of TLV, 0 of value);
 * when the mint has a transfer fee it also carries TransferFeeAmount (4 + 8).
 */
export function tokenAccountSize(
  program: 'spl-token' | 'token-2022',
  mintHasTransferFee = false,
): number {
  if (program === 'spl-token') return SPL_TOKEN_ACCOUNT_SIZE;
  const immutableOwner = TLV_HEADER_SIZE + ACCOUNT_EXTENSION_SIZES.immutableOwner;
  const transferFeeAmount = mintHasTransferFee
    ? TLV_HEADER_SIZE + ACCOUNT_EXTENSION_SIZES.transferFeeAmount
    : 0;
  return TOKEN_2022_BASE_SIZE + ACCOUNT_TYPE_SIZE + immutableOwner + transferFeeAmount;
}

/** micro-lamports per CU × CU limit / 1,000,000, rounded up to a whole lamport. */
export function priorityFee(
  computeUnitPriceMicroLamports: number,
  computeUnitLimit: number,
): bigint {
  const microLamports = BigInt(computeUnitPriceMicroLamports) * BigInt(computeUnitLimit);
  return (microLamports + MICRO_LAMPORTS_PER_LAMPORT - 1n) / MICRO_LAMPORTS_PER_LAMPORT;
}

export interface LaunchCostInput {
  program: 'spl-token' | 'token-2022';
  lamportsPerByte: bigint;
  /** Token-2022 only; a fee > 0 adds TransferFeeConfig to the mint and TransferFeeAmount to accounts. */
  transferFeeBasisPoints: number;
  /** Token-2022 only: extra extensions the reader ticked. */
  mintCloseAuthority: boolean;
  permanentDelegate: boolean;
  /**
   * On-chain metadata. SPL Token: a Metaplex account (+ create fee).
   * Token-2022: MetadataPointer + TokenMetadata in the mint, no Metaplex account and no fee.
   */
  metadata: TokenMetadataFields | null;
  /** Defaults to 607; pass 679 to show the pre-Sept-2024 cost. */
  metaplexMetadataSize?: number;
  tokenAccounts: number;
  signatures: number;
  transactions: number;
  computeUnitPriceMicroLamports: number;
  computeUnitLimit: number;
  pool: { creationFeeLamports: bigint; seedLiquidityLamports: bigint } | null;
}

export const defaultLaunchCostInput: LaunchCostInput = {
  program: 'spl-token',
  lamportsPerByte: DEFAULT_LAMPORTS_PER_BYTE,
  transferFeeBasisPoints: 0,
  mintCloseAuthority: false,
  permanentDelegate: false,
  metadata: { name: 'Academy Token', symbol: 'ACAD', uri: '' },
  tokenAccounts: 1,
  // Fee payer + the new mint's keypair sign the create transaction.
  signatures: 2,
  transactions: 1,
  computeUnitPriceMicroLamports: 0,
  computeUnitLimit: 200_000,
  pool: null,
};

export type CostItemId =
  | 'mint-rent'
  | 'token-account-rent'
  | 'metadata-rent'
  | 'metadata-fee'
  | 'signature-fees'
  | 'priority-fees'
  | 'pool-creation-fee'
  | 'pool-seed-liquidity';

export interface CostItem {
  id: CostItemId;
  label: string;
  lamports: bigint;
  detail: string;
}

export interface LaunchCost {
  items: CostItem[];
  total: bigint;
}

/** Extensions the mint needs for the chosen options. */
export function mintExtensionsFor(input: LaunchCostInput): MintExtension[] {
  if (input.program === 'spl-token') return [];
  const extensions: MintExtension[] = [];
  if (input.transferFeeBasisPoints > 0) extensions.push('transferFeeConfig');
  if (input.metadata) extensions.push('metadataPointer');
  if (input.mintCloseAuthority) extensions.push('mintCloseAuthority');
  if (input.permanentDelegate) extensions.push('permanentDelegate');
  return extensions;
}

export function launchCost(input: LaunchCostInput): LaunchCost {
  const items: CostItem[] = [];
  const extensions = mintExtensionsFor(input);
  const inMintMetadata =
    input.program === 'token-2022' && input.metadata ? input.metadata : undefined;
  const mintBytes = mintSize(input.program, extensions, inMintMetadata);
  const extensionNote =
    extensions.length > 0 || inMintMetadata
      ? ` with ${[...extensions, ...(inMintMetadata ? ['tokenMetadata'] : [])].join(', ')}`
      : '';
  items.push({
    id: 'mint-rent',
    label: 'Mint account rent',
    lamports: rentExemptMinimum(mintBytes, input.lamportsPerByte),
    detail: `${mintBytes} bytes${extensionNote}`,
  });

  const accountBytes = tokenAccountSize(
    input.program,
    input.program === 'token-2022' && input.transferFeeBasisPoints > 0,
  );
  const accountRent = rentExemptMinimum(accountBytes, input.lamportsPerByte);
  if (input.tokenAccounts > 0) {
    items.push({
      id: 'token-account-rent',
      label:
        input.tokenAccounts === 1
          ? 'Token account rent'
          : `Token account rent × ${input.tokenAccounts}`,
      lamports: accountRent * BigInt(input.tokenAccounts),
      detail: `${accountBytes} bytes each (${lamportsToSol(accountRent)} SOL)`,
    });
  }

  if (input.metadata && input.program === 'spl-token') {
    const metadataBytes = input.metaplexMetadataSize ?? METAPLEX_METADATA_SIZE;
    items.push(
      {
        id: 'metadata-rent',
        label: 'Metaplex metadata account rent',
        lamports: rentExemptMinimum(metadataBytes, input.lamportsPerByte),
        detail: `${metadataBytes} bytes`,
      },
      {
        id: 'metadata-fee',
        label: 'Metaplex create fee',
        lamports: METAPLEX_CREATE_FEE,
        detail: 'Protocol fee charged by Token Metadata on create',
      },
    );
  }

  items.push({
    id: 'signature-fees',
    label: 'Signature fees',
    lamports: SIGNATURE_FEE * BigInt(input.signatures),
    detail: `${input.signatures} × 5,000 lamports`,
  });

  const perTransaction = priorityFee(input.computeUnitPriceMicroLamports, input.computeUnitLimit);
  if (perTransaction > 0n) {
    items.push({
      id: 'priority-fees',
      label: 'Priority fees',
      lamports: perTransaction * BigInt(input.transactions),
      detail: `${input.computeUnitPriceMicroLamports} µlamports/CU × ${input.computeUnitLimit} CU, × ${input.transactions} transaction(s)`,
    });
  }

  if (input.pool) {
    items.push(
      {
        id: 'pool-creation-fee',
        label: 'Pool creation fee',
        lamports: input.pool.creationFeeLamports,
        detail: 'Protocol fee (Raydium CPMM: 0.15 SOL), pool account rent not included',
      },
      {
        id: 'pool-seed-liquidity',
        label: 'Seed liquidity (SOL side)',
        lamports: input.pool.seedLiquidityLamports,
        detail: 'Not a cost: it sits in the pool, withdrawable only while the LP tokens exist',
      },
    );
  }

  const total = items.reduce((sum, item) => sum + item.lamports, 0n);
  return { items, total };
}
