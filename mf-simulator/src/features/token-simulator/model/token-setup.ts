import { z } from '@tla/federated/zod';
import { groupDigits } from '@tla/shared-ui/lib/format';

/** Largest value a u64 holds: the on-chain type of a mint's supply and of every token amount. */
export const U64_MAX = 18_446_744_073_709_551_615n;
/** `spl-token create-token` default (native_mint::DECIMALS). */
export const DEFAULT_DECIMALS = 9;
export const MAX_DECIMALS = 9;
export const MAX_BASIS_POINTS = 10_000;
/** Metaplex limits (mpl-token-metadata assertions): name ≤ 32 bytes, symbol ≤ 10 bytes. */
export const MAX_NAME_BYTES = 32;
export const MAX_SYMBOL_BYTES = 10;

export const TOKEN_PROGRAMS = ['spl-token', 'token-2022'] as const;
export type TokenProgram = (typeof TOKEN_PROGRAMS)[number];
export const AUTHORITY_STATES = ['revoked', 'kept'] as const;
export type AuthorityState = (typeof AUTHORITY_STATES)[number];

export interface TransferFee {
  basisPoints: number;
  /** Cap per transfer, in whole tokens. */
  maximumFee: bigint;
}

export interface TokenSetup {
  name: string;
  symbol: string;
  decimals: number;
  /** Whole tokens (not base units). */
  totalSupply: bigint;
  program: TokenProgram;
  /** Only meaningful for Token-2022 (TransferFeeConfig extension). */
  transferFee: TransferFee;
  mintAuthority: AuthorityState;
  freezeAuthority: AuthorityState;
  metadataMutable: boolean;
  lpBurned: boolean;
}

export const defaultTokenSetup: TokenSetup = {
  name: 'Academy Token',
  symbol: 'ACAD',
  decimals: DEFAULT_DECIMALS,
  totalSupply: 1_000_000_000n,
  program: 'spl-token',
  transferFee: { basisPoints: 0, maximumFee: 0n },
  // Safe defaults: what a reader should end up with before launch.
  mintAuthority: 'revoked',
  freezeAuthority: 'revoked',
  metadataMutable: false,
  lpBurned: true,
};

export function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** Whole tokens → base units (× 10^decimals). */
export function toBaseUnits(wholeTokens: bigint, decimals: number): bigint {
  return wholeTokens * 10n ** BigInt(decimals);
}

/** The largest whole-token supply whose base units still fit in a u64. */
export function maxSupplyForDecimals(decimals: number): bigint {
  return U64_MAX / 10n ** BigInt(decimals);
}

export function fitsInU64(wholeTokens: bigint, decimals: number): boolean {
  return wholeTokens >= 0n && toBaseUnits(wholeTokens, decimals) <= U64_MAX;
}

/** Returns an error message, or undefined when supply × 10^decimals fits in a u64. */
export function supplyError(totalSupply: bigint, decimals: number): string | undefined {
  if (fitsInU64(totalSupply, decimals)) return undefined;
  return `Too large for a u64 at ${decimals} decimals: the largest supply allowed is ${groupDigits(maxSupplyForDecimals(decimals))} tokens.`;
}

/** A hint, not an error: most tickers have 3 to 5 characters. */
export function symbolHint(symbol: string): string | undefined {
  const length = [...symbol.trim()].length;
  if (length >= 3 && length <= 5) return undefined;
  return 'Most symbols have 3 to 5 characters; yours still works.';
}

/**
 * `<` and `>` have no business in a token name and are the first sign of injected markup;
 * control characters break wallets' display.
 */
export function hasUnsafeCharacters(text: string): boolean {
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (character === '<' || character === '>' || code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

export function safeTextSchema(label: string, maxBytes: number) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .min(1, `${label} is required.`)
    .refine(
      (value) => !hasUnsafeCharacters(value),
      `${label} can't contain <, > or control characters.`,
    )
    .refine((value) => utf8Length(value) <= maxBytes, `${label} can be at most ${maxBytes} bytes.`);
}

const MAX_AMOUNT_DIGITS = 40;

/**
 * A whole-token amount typed by a reader or read from a URL: a bigint, or a string of digits
 * (thousands separators `,` `_` and spaces are allowed). No decimals: these are whole tokens.
 */
export function wholeTokensSchema(label: string) {
  return z.union(
    [
      z.bigint(),
      z
        .string()
        .trim()
        .max(MAX_AMOUNT_DIGITS, `${label} has too many digits.`)
        .regex(/^\d[\d_, ]*$/, `${label} must be a whole number of tokens.`)
        .transform((value) => BigInt(value.replace(/[_, ]/g, ''))),
    ],
    { error: `${label} must be a whole number of tokens.` },
  );
}

export const tokenNameSchema = safeTextSchema('Name', MAX_NAME_BYTES);
export const tokenSymbolSchema = safeTextSchema('Symbol', MAX_SYMBOL_BYTES);
export const decimalsSchema = z
  .number({ error: 'Decimals must be a number.' })
  .int('Decimals must be a whole number.')
  .min(0, 'Decimals must be between 0 and 9.')
  .max(MAX_DECIMALS, 'Decimals must be between 0 and 9.');
export const totalSupplySchema = wholeTokensSchema('Total supply').pipe(
  z.bigint().positive('Total supply must be at least 1 token.'),
);
export const tokenProgramSchema = z.enum(TOKEN_PROGRAMS, {
  error: 'Program must be spl-token or token-2022.',
});
export const authorityStateSchema = z.enum(AUTHORITY_STATES, {
  error: 'Authority must be revoked or kept.',
});
export const transferFeeSchema = z.object({
  basisPoints: z
    .number({ error: 'Transfer fee must be a number.' })
    .int('Transfer fee is a whole number of basis points.')
    .min(0, 'Transfer fee must be between 0 and 10,000 basis points.')
    .max(MAX_BASIS_POINTS, 'Transfer fee must be between 0 and 10,000 basis points.'),
  maximumFee: wholeTokensSchema('Maximum fee').pipe(
    z.bigint().nonnegative('Maximum fee cannot be negative.'),
  ),
});

/** Field schemas without the cross-field rules, so callers (URL decoding) can check one field at a time. */
export const tokenSetupShape = {
  name: tokenNameSchema,
  symbol: tokenSymbolSchema,
  decimals: decimalsSchema,
  totalSupply: totalSupplySchema,
  program: tokenProgramSchema,
  transferFee: transferFeeSchema,
  mintAuthority: authorityStateSchema,
  freezeAuthority: authorityStateSchema,
  metadataMutable: z.boolean({ error: 'Choose whether metadata stays mutable.' }),
  lpBurned: z.boolean({ error: 'Choose whether the LP tokens are burned.' }),
};

export function tokenSetupCrossFieldIssues(
  setup: TokenSetup,
): { path: string[]; message: string }[] {
  const issues: { path: string[]; message: string }[] = [];
  const error = supplyError(setup.totalSupply, setup.decimals);
  if (error) issues.push({ path: ['totalSupply'], message: error });
  if (setup.program === 'spl-token' && setup.transferFee.basisPoints > 0) {
    issues.push({
      path: ['transferFee', 'basisPoints'],
      message: 'Transfer fees need the Token-2022 program.',
    });
  }
  if (!fitsInU64(setup.transferFee.maximumFee, setup.decimals)) {
    issues.push({
      path: ['transferFee', 'maximumFee'],
      message: `Maximum fee is too large for a u64 at ${setup.decimals} decimals.`,
    });
  }
  return issues;
}

export const tokenSetupSchema = z.object(tokenSetupShape).superRefine((setup, context) => {
  for (const issue of tokenSetupCrossFieldIssues(setup)) {
    context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  }
});

export type RiskId =
  'mint-authority' | 'freeze-authority' | 'metadata-mutable' | 'lp-burned' | 'transfer-fee';
export interface RiskItem {
  id: RiskId;
  label: string;
  status: 'ok' | 'warning';
  explanation: string;
}

/** What a careful buyer checks before touching a new token. */
export function riskChecklist(setup: TokenSetup): RiskItem[] {
  const items: RiskItem[] = [
    setup.mintAuthority === 'kept'
      ? {
          id: 'mint-authority',
          label: 'Mint authority is live',
          status: 'warning',
          explanation: 'Whoever holds it can mint more tokens at any time and dilute every holder.',
        }
      : {
          id: 'mint-authority',
          label: 'Mint authority revoked',
          status: 'ok',
          explanation: 'The supply is fixed for good: nobody can mint more tokens.',
        },
    setup.freezeAuthority === 'kept'
      ? {
          id: 'freeze-authority',
          label: 'Freeze authority is live',
          status: 'warning',
          explanation:
            'Whoever holds it can freeze any token account, so holders could be unable to sell.',
        }
      : {
          id: 'freeze-authority',
          label: 'No freeze authority',
          status: 'ok',
          explanation: 'No one can freeze holders’ token accounts.',
        },
    setup.metadataMutable
      ? {
          id: 'metadata-mutable',
          label: 'Metadata is mutable',
          status: 'warning',
          explanation: 'The update authority can still change the name, symbol and image.',
        }
      : {
          id: 'metadata-mutable',
          label: 'Metadata is immutable',
          status: 'ok',
          explanation: 'Name, symbol and image can no longer change.',
        },
    setup.lpBurned
      ? {
          id: 'lp-burned',
          label: 'LP tokens burned',
          status: 'ok',
          explanation: 'The pool’s liquidity is locked permanently; it cannot be withdrawn.',
        }
      : {
          id: 'lp-burned',
          label: 'LP tokens not burned',
          status: 'warning',
          explanation:
            'The LP holder can withdraw the pool’s liquidity at any time (a “rug pull”).',
        },
  ];
  if (setup.program === 'token-2022' && setup.transferFee.basisPoints > 0) {
    items.push({
      id: 'transfer-fee',
      label: `Transfer fee of ${formatBasisPoints(setup.transferFee.basisPoints)}`,
      status: 'warning',
      explanation: `Every transfer withholds ${formatBasisPoints(setup.transferFee.basisPoints)} (at most ${groupDigits(setup.transferFee.maximumFee)} tokens) for the fee authority.`,
    });
  }
  return items;
}

/** 250 → "2.5 %". */
export function formatBasisPoints(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const fraction = (basisPoints % 100).toString().padStart(2, '0').replace(/0+$/, '');
  return `${whole}${fraction ? `.${fraction}` : ''} %`;
}
