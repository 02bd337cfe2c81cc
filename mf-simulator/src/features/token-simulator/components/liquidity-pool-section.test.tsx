import { expect, test } from 'vitest';
import { renderSimulator, retype, section } from './test-utils';

test('the seeded pool sets the price, market cap and fully diluted value', () => {
  renderSimulator();
  const pool = section('Liquidity pool');
  // 10 SOL against 200,000,000 tokens; 335,000,000 tokens circulate at launch.
  expect(pool.getByText('0.00000005 SOL')).toBeInTheDocument();
  expect(pool.getByText('16.75 SOL')).toBeInTheDocument();
  expect(pool.getByText('50 SOL')).toBeInTheDocument();
});

test('the swap box quotes the reference trade: 100 into a 1,000/1,000 pool at 0.3 % gives 90.66', async () => {
  const { user } = renderSimulator();
  const pool = section('Liquidity pool');
  await retype(user, pool.getByLabelText(/^Tokens in the pool/), '1000');
  await retype(user, pool.getByLabelText(/^SOL in the pool/), '1000');
  await retype(user, pool.getByLabelText(/^Pool fee/), '30');
  await retype(user, pool.getByLabelText(/^SOL to spend/), '100');
  expect(pool.getByText('90.66 tokens')).toBeInTheDocument();
  expect(pool.getByText('0.3 SOL')).toBeInTheDocument();
  expect(pool.getByText('9.97 %')).toBeInTheDocument();
  expect(pool.getByText(/gives 90.66 out/)).toBeInTheDocument();
});

test('selling tokens quotes SOL out; a bad amount shows an error', async () => {
  const { user } = renderSimulator();
  const pool = section('Liquidity pool');
  await user.click(pool.getByRole('radio', { name: 'Sell tokens' }));
  await retype(user, pool.getByLabelText(/^Tokens to sell/), '20000000');
  // 20 M tokens into 200 M / 10 SOL at 0.25 %: 19.95 M × 10 / 219.95 M = 0.907024323 SOL.
  expect(pool.getByText('0.907024323 SOL')).toBeInTheDocument();
  await retype(user, pool.getByLabelText(/^Tokens to sell/), '1.5');
  expect(pool.getByLabelText(/^Tokens to sell/)).toHaveAccessibleDescription('Tokens to sell must be a whole number of tokens.');
  expect(pool.getByRole('img', { name: /Line chart of price impact for sells/ })).toBeInTheDocument();
});
