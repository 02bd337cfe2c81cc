import { expect, test } from 'vitest';
import { renderSimulator, retype, section } from './test-utils';

test('the default curve completes at about 85.005 SOL and a 410.9 SOL market cap', () => {
  renderSimulator();
  const curve = section('Bonding-curve launch');
  expect(curve.getByText(/^85\.005\d* SOL$/)).toBeInTheDocument();
  expect(curve.getByText('410.9 SOL')).toBeInTheDocument();
  expect(curve.getByRole('img', { name: /Line chart of the curve price/ })).toBeInTheDocument();
});

test('a first buy of 1 SOL takes 34,277,831.55 tokens (≈ 34.28 M), 3.43 % of the supply', async () => {
  const { user } = renderSimulator();
  const curve = section('Bonding-curve launch');
  expect(curve.getByText('34,277,831.55')).toBeInTheDocument();
  expect(curve.getByText('3.43 %')).toBeInTheDocument();
  expect(curve.getByText('0.99 SOL reached the curve')).toBeInTheDocument();
  await retype(user, curve.getByLabelText(/^First buy/), '100');
  expect(curve.getByText(/The curve sells out/)).toBeInTheDocument();
  expect(curve.getByText('793,100,000')).toBeInTheDocument();
});

test('every curve parameter is editable and checked', async () => {
  const { user } = renderSimulator();
  const curve = section('Bonding-curve launch');
  await retype(user, curve.getByLabelText(/^Real tokens for sale/), '2000000000');
  expect(curve.getByLabelText(/^Real tokens for sale/)).toHaveAccessibleDescription('Real tokens must be fewer than virtual tokens.');
  await retype(user, curve.getByLabelText(/^Real tokens for sale/), '793100000');
  await retype(user, curve.getByLabelText(/^Virtual SOL reserves/), '60');
  // Twice the virtual SOL: twice the SOL to complete.
  expect(curve.getByText(/^170\.01\d* SOL$/)).toBeInTheDocument();
});
