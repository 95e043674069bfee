/**
 * Toasts without sonner in the first-load JS: callers dispatch an event, and the lazily loaded toaster
 * (components/forms/toaster.tsx, mounted once in the site layout) imports sonner on the first one.
 * Durations: default 5 s, success 3 s, error 4 s.
 */
export const TOAST_EVENT = 'site:toast'
export const TOAST_DURATION = { default: 5000, success: 3000, error: 4000 } as const

/** `description`: a second, smaller line under the message. */
export type ToastDetail = { kind: 'success' | 'error' | 'message'; message: string; duration?: number; description?: string }

export function showToast(kind: ToastDetail['kind'], message: string, duration?: number, description?: string) {
  window.dispatchEvent(new CustomEvent<ToastDetail>(TOAST_EVENT, { detail: { kind, message, duration, description } }))
}
