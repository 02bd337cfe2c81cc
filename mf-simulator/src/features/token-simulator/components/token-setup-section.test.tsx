import { expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderSimulator, retype, section } from './test-utils';

test('the page has one h1, a section per part, and the defaults', () => {
  renderSimulator();
  expect(screen.getByRole('heading', { level: 1, name: 'Token Simulator' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
    'Token setup',
    'Launch cost',
    'Allocation and vesting',
    'Liquidity pool',
    'Bonding-curve launch',
    'Share and keep',
  ]);
  const setup = section('Token setup');
  expect(setup.getByLabelText('Name')).toHaveValue('Academy Token');
  expect(setup.getByLabelText('Decimals')).toHaveValue('9');
  expect(setup.getByLabelText(/^Total supply/)).toHaveValue('1000000000');
});

test('a supply past the u64 shows an error naming the largest supply at those decimals', async () => {
  const { user } = renderSimulator();
  const setup = section('Token setup');
  const supply = setup.getByLabelText(/^Total supply/);
  await retype(user, supply, '100,000,000,000');
  expect(supply).toHaveAccessibleDescription(
    /Too large for a u64 at 9 decimals: the largest supply allowed is 18,446,744,073 tokens\./,
  );
  expect(supply).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText(/1 field needs fixing/)).toBeInTheDocument();

  await retype(user, setup.getByLabelText('Decimals'), '6');
  expect(supply).not.toHaveAttribute('aria-invalid');
  expect(setup.getByText('At 6 decimals, at most 18,446,744,073,709 tokens.')).toBeInTheDocument();
});

test('other fields show their own errors', async () => {
  const { user } = renderSimulator();
  const setup = section('Token setup');
  await retype(user, setup.getByLabelText('Decimals'), '12');
  expect(setup.getByLabelText('Decimals')).toHaveAccessibleDescription(/Decimals must be between 0 and 9\./);
  await retype(user, setup.getByLabelText('Name'), '');
  expect(setup.getByLabelText('Name')).toHaveAccessibleDescription(/Name is required\./);
});

test('the symbol length is a hint, not an error', async () => {
  const { user } = renderSimulator();
  const symbol = section('Token setup').getByLabelText('Symbol');
  await retype(user, symbol, 'AB');
  expect(symbol).toHaveAccessibleDescription('Most symbols have 3 to 5 characters; yours still works.');
  expect(symbol).not.toHaveAttribute('aria-invalid');
});

test('Token-2022 shows transfer-fee fields, and the risk checklist follows the choices', async () => {
  const { user } = renderSimulator();
  const setup = section('Token setup');
  expect(setup.queryByLabelText(/^Transfer fee/)).not.toBeInTheDocument();
  expect(setup.getByText('No red flags')).toBeInTheDocument();

  await user.click(setup.getByRole('radio', { name: 'Token-2022' }));
  await retype(user, setup.getByLabelText(/^Transfer fee/), '150');
  await retype(user, setup.getByLabelText(/^Maximum fee per transfer/), '5000');
  expect(setup.getByText('Transfer fee of 1.5 %')).toBeInTheDocument();

  await user.click(within(setup.getByRole('group', { name: 'Mint authority' })).getByRole('radio', { name: 'Kept' }));
  expect(setup.getByText('Mint authority is live')).toBeInTheDocument();
  await user.click(setup.getByRole('checkbox', { name: 'LP tokens burned' }));
  expect(setup.getByText('LP tokens not burned')).toBeInTheDocument();
  expect(setup.getByText('3 red flags')).toBeInTheDocument();
});
