import { expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderSimulator, retype, section } from './test-utils';

function costRow(name: string) {
  const table = screen.getByRole('table', { name: /Launch cost, itemised/ });
  return within(within(table).getByRole('row', { name: new RegExp(`^${name}`) }));
}

test('the defaults itemise the reference classic launch: mint, account, metadata and the Metaplex fee', () => {
  renderSimulator();
  expect(costRow('Mint account rent').getByText('1,461,600')).toBeInTheDocument();
  expect(costRow('Mint account rent').getByText('0.0014616')).toBeInTheDocument();
  expect(costRow('Token account rent').getByText('2,039,280')).toBeInTheDocument();
  expect(costRow('Metaplex metadata account rent').getByText('5,115,600')).toBeInTheDocument();
  expect(costRow('Metaplex create fee').getByText('10,000,000')).toBeInTheDocument();
  expect(costRow('Metaplex create fee').getByText('0.01')).toBeInTheDocument();
  expect(costRow('Pool creation fee').getByText('0.15')).toBeInTheDocument();
});

test('the blog’s example: 4 signatures and no pool cost 18,636,480 lamports, about 2.80 at 150 a SOL', async () => {
  const { user } = renderSimulator();
  const cost = section('Launch cost');
  await retype(user, cost.getByLabelText('Signatures'), '4');
  await user.click(cost.getByRole('checkbox', { name: 'Include the liquidity pool' }));
  expect(costRow('Signature fees').getByText('20,000')).toBeInTheDocument();
  const total = costRow('Total');
  expect(total.getByText('18,636,480')).toBeInTheDocument();
  expect(total.getByText('0.01863648')).toBeInTheDocument();
  expect(total.getByText('2.80')).toBeInTheDocument();
});

test('the rent rate is an input; a priority fee adds a line; a SOL price of 0 hides the currency column', async () => {
  const { user } = renderSimulator();
  const cost = section('Launch cost');
  await retype(user, cost.getByLabelText(/^Rent rate/), '3480');
  expect(costRow('Mint account rent').getByText('730,800')).toBeInTheDocument();
  await retype(user, cost.getByLabelText(/^Compute-unit price/), '1000');
  expect(costRow('Priority fees').getByText('200')).toBeInTheDocument();
  expect(cost.getByRole('columnheader', { name: 'Your currency' })).toBeInTheDocument();
  await retype(user, cost.getByLabelText(/^SOL price/), '0');
  expect(cost.queryByRole('columnheader', { name: 'Your currency' })).not.toBeInTheDocument();
});

test('Token-2022 with a transfer fee grows the mint and drops the Metaplex lines', async () => {
  const { user } = renderSimulator();
  await user.click(section('Token setup').getByRole('radio', { name: 'Token-2022' }));
  await retype(user, section('Token setup').getByLabelText(/^Transfer fee/), '100');
  expect(costRow('Mint account rent').getByText(/bytes with transferFeeConfig, metadataPointer, tokenMetadata/)).toBeInTheDocument();
  expect(screen.queryByRole('rowheader', { name: 'Metaplex create fee' })).not.toBeInTheDocument();
});
