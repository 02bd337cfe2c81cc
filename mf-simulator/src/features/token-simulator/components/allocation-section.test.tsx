import { expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderSimulator, retype, section } from './test-utils';

function allocationRow(index: number, name: string) {
  return within(section('Allocation and vesting').getByRole('group', { name: `Allocation ${index}: ${name}` }));
}

test('the default allocation adds up to 100 % and 33.5 % circulates at launch', () => {
  renderSimulator();
  const allocation = section('Allocation and vesting');
  expect(allocation.getByText('Allocations add up to 100 %.')).toBeInTheDocument();
  expect(allocation.getByText('335,000,000 tokens')).toBeInTheDocument();
  const table = allocation.getByRole('table', { name: 'Allocation of 1,000,000,000 tokens' });
  expect(within(table).getByRole('row', { name: /^Team 15 % 150,000,000 0 12 mo 24 mo$/ })).toBeInTheDocument();
});

test('rows that do not add up to 100 % say by how much', async () => {
  const { user } = renderSimulator();
  await retype(user, allocationRow(1, 'Community').getByLabelText(/^Share of supply/), '35');
  expect(screen.getByText(/Allocations add up to 95 %: 5 % left to assign/)).toBeInTheDocument();
  await retype(user, allocationRow(1, 'Community').getByLabelText(/^Share of supply/), '40.5');
  expect(screen.getByText(/Allocations add up to 100.5 %: 0.5 % over/)).toBeInTheDocument();
});

test('rows can be added, renamed and removed; each cell has its own error', async () => {
  const { user } = renderSimulator();
  const allocation = section('Allocation and vesting');
  await user.click(allocation.getByRole('button', { name: 'Add allocation' }));
  const added = allocationRow(6, 'New allocation');
  await retype(user, added.getByLabelText('Name'), 'Advisors');
  await retype(user, allocationRow(6, 'Advisors').getByLabelText(/^Cliff/), '-1');
  expect(allocationRow(6, 'Advisors').getByLabelText(/^Cliff/)).toHaveAccessibleDescription('Cliff cannot be negative.');
  await user.click(allocation.getByRole('button', { name: 'Remove Advisors' }));
  await user.click(allocation.getByRole('button', { name: 'Remove Community' }));
  expect(allocation.getByRole('group', { name: 'Allocation 1: Liquidity' })).toBeInTheDocument();
  expect(screen.getByText(/Allocations add up to 60 %: 40 % left to assign/)).toBeInTheDocument();
});

test('the charts have accessible names and the schedule is also a table', async () => {
  const { user } = renderSimulator();
  const allocation = section('Allocation and vesting');
  expect(allocation.getByRole('img', { name: /Stacked area chart of circulating supply over 48 months/ })).toBeInTheDocument();
  expect(allocation.getByRole('img', { name: /Donut chart of the allocation: Community 40 %, Liquidity 20 %/ })).toBeInTheDocument();
  await user.click(allocation.getByText(/Show circulating supply month by month/));
  const schedule = allocation.getByRole('table', { name: 'Circulating supply by month, in whole tokens' });
  expect(within(schedule).getAllByRole('row')).toHaveLength(50);
  expect(within(schedule).getByRole('row', { name: /^48 / })).toHaveTextContent('1,000,000,000');
});
