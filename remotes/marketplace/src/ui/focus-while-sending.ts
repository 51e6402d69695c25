/**
 * A form's submit button is disabled while the form is sent ('Sending disables the
 * button'). Chromium then moves the focus from that button to the page's body, and a keyboard or
 * screen-reader user would have to find the form again. The button takes the focus back once it
 * is enabled, when it had it (or the form had it) as the send began and nothing else took it since.
 */
import { useEffect, useRef } from 'react';

export function useFocusKeptWhileSending(sending: boolean) {
  const button = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  useEffect(() => {
    if (sending || !hadFocus.current) return;
    hadFocus.current = false;
    const active = document.activeElement;
    if (active === null || active === document.body) button.current?.focus();
  }, [sending]);
  return {
    button,
    /** Call as the form is submitted: remembers whether the focus was in the form. */
    sendStarts: () => {
      hadFocus.current = button.current?.form?.contains(document.activeElement) ?? false;
    },
  };
}
