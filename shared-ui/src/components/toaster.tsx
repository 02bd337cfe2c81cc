import { lazy, Suspense, useEffect, useState } from 'react';
import { TOAST_HOTKEY, useToastStore } from '@tla/federated/toast-store';

const Toasts = lazy(() => import('./toast').then((module) => ({ default: module.Toasts })));

const isHotkey = (event: KeyboardEvent) =>
  TOAST_HOTKEY.every((key) => event.code === key || Reflect.get(event, key) === true);

/**
 * The one place toasts render; the shell mounts it once inside the page frame. Most visits raise no
 * toast, so Radix's toast (about 5 KiB with its layers and portal) loads with the first one, or when
 * the reader presses the hotkey (F8), which then moves focus to the viewport as it would have. It stays
 * while a toast is in the store, and for good once F8 was pressed; while mounted, the viewport answers
 * the hotkey itself.
 */
export function Toaster() {
  const hasToast = useToastStore((state) => state.toasts.length > 0);
  const [hotkeyPressed, setHotkeyPressed] = useState(false);

  useEffect(() => {
    if (hotkeyPressed) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (isHotkey(event)) setHotkeyPressed(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [hotkeyPressed]);

  if (!hasToast && !hotkeyPressed) return null;
  return (
    <Suspense fallback={null}>
      <Toasts focusViewport={hotkeyPressed} />
    </Suspense>
  );
}
