import { afterEach, expect, test, vi } from 'vitest';
import {
  OVERRIDES_ENABLED_KEY,
  OVERRIDES_KEY,
  readRemoteOverrides,
  writeRemoteOverrides,
} from './remote-overrides';

afterEach(() => localStorage.clear());

test('nothing is overridden unless this browser opted in', () => {
  localStorage.setItem(
    OVERRIDES_KEY,
    JSON.stringify({ mf_blog: 'https://dev.example/remoteEntry.js' }),
  );
  expect(readRemoteOverrides()).toEqual({});
  localStorage.setItem(OVERRIDES_ENABLED_KEY, 'on');
  expect(readRemoteOverrides()).toEqual({ mf_blog: 'https://dev.example/remoteEntry.js' });
});

test('a stored value that does not parse is ignored, with a warning, and kept as it was', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  localStorage.setItem(OVERRIDES_ENABLED_KEY, 'on');
  for (const broken of ['{not json', '["x"]', JSON.stringify({ mf_blog: 'javascript:alert(1)' })]) {
    localStorage.setItem(OVERRIDES_KEY, broken);
    expect(readRemoteOverrides()).toEqual({});
    expect(localStorage.getItem(OVERRIDES_KEY)).toBe(broken);
  }
  expect(warn).toHaveBeenCalledTimes(3);
});

test('writing drops empty entries and refuses what is not an http(s) URL', () => {
  localStorage.setItem(OVERRIDES_ENABLED_KEY, 'on');
  writeRemoteOverrides({ mf_blog: ' https://dev.example/remoteEntry.js ', mf_learn: '' });
  expect(readRemoteOverrides()).toEqual({ mf_blog: 'https://dev.example/remoteEntry.js' });
  expect(() => writeRemoteOverrides({ mf_blog: 'data:text/javascript,1' })).toThrow();
  writeRemoteOverrides({});
  expect(localStorage.getItem(OVERRIDES_KEY)).toBeNull();
});
