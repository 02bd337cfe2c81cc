import { expect, test, vi } from 'vitest';
import { clearDraft, draftKey, readDraft, writeDraft } from './editor-draft';
import { emptyEditorValues } from './editor-form';

test('one draft for a new post and one per edited post', () => {
  expect(draftKey()).toBe('token-launch-academy:blog-editor-draft:new');
  expect(draftKey(12)).toBe('token-launch-academy:blog-editor-draft:post-12');
});

test('a draft is written, read back and cleared', () => {
  const values = { ...emptyEditorValues, title: 'Half-written' };
  writeDraft(draftKey(), values);
  expect(readDraft(draftKey())).toEqual(values);
  expect(readDraft(draftKey(3))).toBeUndefined();
  clearDraft(draftKey());
  expect(readDraft(draftKey())).toBeUndefined();
});

test('a damaged draft is no draft', () => {
  window.localStorage.setItem(draftKey(), '{broken');
  expect(readDraft(draftKey())).toBeUndefined();
  window.localStorage.setItem(draftKey(), JSON.stringify({ values: { title: 1 }, savedAt: 'x' }));
  expect(readDraft(draftKey())).toBeUndefined();
});

test('a full or blocked storage never breaks the editor', () => {
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
  expect(() => writeDraft(draftKey(), emptyEditorValues)).not.toThrow();
  expect(readDraft(draftKey())).toBeUndefined();
});
