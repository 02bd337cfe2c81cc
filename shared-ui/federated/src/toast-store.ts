import type * as React from 'react';
import { create } from 'zustand';

/** How long toasts stay, and how many show at once. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5000;
/** Swiping a toast right past this dismisses it. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** Keys that move focus to the toasts (Radix's viewport hotkey: key codes or modifier flags). */
export const TOAST_HOTKEY = ['F8'];

export type ToastVariant = 'default' | 'destructive';

export type ToastData = {
  id: string;
  title?: React.ReactNode;
  description?: React.ReactNode;
  action?: React.ReactNode;
  variant?: ToastVariant;
  open: boolean;
};

type ToastState = {
  toasts: ToastData[];
  add: (toast: Omit<ToastData, 'id' | 'open'>) => string;
  dismiss: (id?: string) => void;
  remove: (id: string) => void;
};

let counter = 0;
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

/**
 * One store for the whole site: shared-ui is a federated singleton, so a toast raised inside a remote
 * shows in the shell's single viewport. Only one toast at a time; a dismissed toast stays mounted for
 * its exit animation and is removed after TOAST_REMOVE_DELAY_MS.
 */
export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  add: (toast) => {
    counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
    const id = String(counter);
    set((state) => ({
      toasts: [{ ...toast, id, open: true }, ...state.toasts].slice(0, TOAST_LIMIT),
    }));
    return id;
  },
  dismiss: (id) => {
    const targets = get().toasts.filter((toast) => id === undefined || toast.id === id);
    for (const toast of targets) {
      if (removalTimers.has(toast.id)) continue;
      removalTimers.set(
        toast.id,
        setTimeout(() => get().remove(toast.id), TOAST_REMOVE_DELAY_MS),
      );
    }
    set((state) => ({
      toasts: state.toasts.map((toast) =>
        id === undefined || toast.id === id ? { ...toast, open: false } : toast,
      ),
    }));
  },
  remove: (id) => {
    const timer = removalTimers.get(id);
    if (timer) clearTimeout(timer);
    removalTimers.delete(id);
    set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
  },
}));

/** Show a toast from anywhere (an event handler, a mutation callback). */
export function toast(options: Omit<ToastData, 'id' | 'open'>): string {
  return useToastStore.getState().add(options);
}
