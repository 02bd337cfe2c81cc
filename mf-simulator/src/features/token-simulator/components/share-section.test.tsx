import { expect, test, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { SAVED_SCENARIOS_KEY } from '../model/saved-scenarios';
import { defaultScenario } from '../model/scenario';
import { scenarioToJson } from '../model/scenario-export';
import { renderSimulator, retype, section } from './test-utils';

test('a link with a scenario renders that scenario from the first render', () => {
  renderSimulator('?name=Moon+Cat&symbol=MCAT&decimals=6&supply=21000000&seedSol=40');
  const setup = section('Token setup');
  expect(setup.getByLabelText('Name')).toHaveValue('Moon Cat');
  expect(setup.getByLabelText('Decimals')).toHaveValue('6');
  expect(setup.getByLabelText(/^Total supply/)).toHaveValue('21000000');
  expect(section('Liquidity pool').getByLabelText(/^SOL in the pool/)).toHaveValue('40');
  expect(screen.queryByText(/could not be used/)).not.toBeInTheDocument();
});

test('edits reach the address bar, and that address reproduces the scenario', async () => {
  window.history.replaceState(null, '', '/token-simulator');
  const { user, unmount } = renderSimulator();
  await retype(user, section('Token setup').getByLabelText(/^Total supply/), '5000000');
  await retype(user, section('Launch cost').getByLabelText('Signatures'), '4');
  // The address follows the edits a moment later (both, however busy the machine).
  await waitFor(() => {
    expect(window.location.search).toContain('supply=5000000');
    expect(window.location.search).toContain('signatures=4');
  });
  const search = window.location.search;
  unmount();

  renderSimulator(search);
  expect(section('Token setup').getByLabelText(/^Total supply/)).toHaveValue('5000000');
  expect(section('Launch cost').getByLabelText('Signatures')).toHaveValue('4');
});

test('a hostile link falls back field by field with a notice, never echoing the value', () => {
  renderSimulator('?name=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&decimals=NaN&supply=5000&alloc=oops&curveReal=99999999999');
  expect(screen.getByText('Some values in this link could not be used')).toBeInTheDocument();
  expect(screen.getByText('Token name: the value in the link was not valid, so the default is used.')).toBeInTheDocument();
  expect(screen.getByText('Decimals: the value in the link was not valid, so the default is used.')).toBeInTheDocument();
  expect(screen.getByText(/Allocation: row 1 in the link was not valid/)).toBeInTheDocument();
  expect(screen.queryByText(/onerror/)).not.toBeInTheDocument();
  // The valid field still applies.
  expect(section('Token setup').getByLabelText(/^Total supply/)).toHaveValue('5000');
  expect(section('Token setup').getByLabelText('Name')).toHaveValue('Academy Token');
});

test('the notice can be dismissed', async () => {
  const { user } = renderSimulator('?decimals=99');
  await user.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByText('Some values in this link could not be used')).not.toBeInTheDocument();
});

test('save a named scenario, change things, load it back, delete it', async () => {
  const { user } = renderSimulator();
  const share = section('Share and keep');
  await retype(user, section('Token setup').getByLabelText(/^Total supply/), '777');
  await retype(user, share.getByLabelText('Scenario name'), '20 SOL pool');
  await user.click(share.getByRole('button', { name: 'Save scenario' }));
  expect(share.getByText('Saved “20 SOL pool” in this browser.')).toBeInTheDocument();
  expect(window.localStorage.getItem(SAVED_SCENARIOS_KEY)).toContain('"totalSupply":"777"');

  await user.click(share.getByRole('button', { name: 'Reset to defaults' }));
  expect(section('Token setup').getByLabelText(/^Total supply/)).toHaveValue('1000000000');
  await user.click(share.getByRole('button', { name: 'Load 20 SOL pool' }));
  expect(section('Token setup').getByLabelText(/^Total supply/)).toHaveValue('777');

  await user.click(share.getByRole('button', { name: 'Delete 20 SOL pool' }));
  expect(share.getByText(/No saved scenarios yet/)).toBeInTheDocument();
});

test('a scenario needs a name', async () => {
  const { user } = renderSimulator();
  const share = section('Share and keep');
  await user.click(share.getByRole('button', { name: 'Save scenario' }));
  expect(share.getByLabelText('Scenario name')).toHaveAccessibleDescription(/Give the scenario a name\./);
});

test('corrupt storage is ignored with a notice', () => {
  window.localStorage.setItem(SAVED_SCENARIOS_KEY, '{"version":1,"scenarios":');
  renderSimulator();
  expect(section('Share and keep').getByText(/Your saved scenarios could not be read, so they were ignored/)).toBeInTheDocument();
});

test('export JSON and CSV download files built from the scenario', async () => {
  const blobs: Blob[] = [];
  const createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:test/${blobs.length}`;
  });
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
  const downloads: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
  const { user } = renderSimulator();
  const share = section('Share and keep');
  await user.click(share.getByRole('button', { name: 'Export JSON' }));
  await user.click(share.getByRole('button', { name: 'Export CSV' }));
  expect(downloads).toEqual(['academy-token-scenario.json', 'academy-token-scenario.csv']);
  expect(await blobs[0]?.text()).toBe(scenarioToJson(defaultScenario));
  expect(await blobs[1]?.text()).toMatch(/^Month,Community,Liquidity,Team,Marketing,Treasury,Circulating,Circulating %\r\n0,/);
  vi.unstubAllGlobals();
});

test('an exported file imports back; a bad file is refused', async () => {
  const { user } = renderSimulator();
  const share = section('Share and keep');
  const input = share.getByLabelText('Import a scenario JSON file');
  const scenario = { ...defaultScenario, token: { ...defaultScenario.token, symbol: 'IMPRT' } };
  await user.upload(input, new File([scenarioToJson(scenario)], 'plan.json', { type: 'application/json' }));
  expect(await share.findByText('Imported plan.json.')).toBeInTheDocument();
  expect(section('Token setup').getByLabelText('Symbol')).toHaveValue('IMPRT');

  await user.upload(input, new File(['{"token":1}'], 'bad.json', { type: 'application/json' }));
  expect(await share.findByText(/The file is not a valid scenario/)).toBeInTheDocument();
});

test('copy link puts the scenario’s address on the clipboard', async () => {
  const { user } = renderSimulator();
  const writeText = vi.spyOn(navigator.clipboard, 'writeText');
  await retype(user, section('Token setup').getByLabelText('Symbol'), 'COPY');
  await user.click(section('Share and keep').getByRole('button', { name: 'Copy link' }));
  expect(writeText).toHaveBeenCalledWith(expect.stringContaining('symbol=COPY'));
  expect(await screen.findByText(/Link copied/)).toBeInTheDocument();
});
