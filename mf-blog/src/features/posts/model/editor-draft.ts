import { z } from '@tla/federated/zod';
import { editorValuesSchema, type EditorValues } from './editor-form';

/**
 * The editor keeps the draft in progress in localStorage, so a reload or an accidental navigation loses
 * nothing: one draft for a new post, one per edited post. All access is guarded: storage may be absent
 * (server render), blocked or full, and a draft is a convenience, never an error.
 */
const DRAFT_KEY_PREFIX = 'token-launch-academy:blog-editor-draft:';

const draftSchema = z.object({ values: editorValuesSchema, savedAt: z.string() });

export function draftKey(postId?: number): string {
  return `${DRAFT_KEY_PREFIX}${postId === undefined ? 'new' : `post-${postId}`}`;
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readDraft(key: string): EditorValues | undefined {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return undefined;
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data.values : undefined;
  } catch {
    return undefined;
  }
}

export function writeDraft(key: string, values: EditorValues, savedAt: Date = new Date()): void {
  try {
    storage()?.setItem(key, JSON.stringify({ values, savedAt: savedAt.toISOString() }));
  } catch {
    // A full or blocked storage only means no draft; the form itself keeps working.
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // As above.
  }
}
