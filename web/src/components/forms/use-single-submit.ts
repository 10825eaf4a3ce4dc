import { useRef, useState, type FormEvent } from 'react';

/**
 * A form's submit handler that runs one submission at a time: a second click while the first is being checked
 * or sent does nothing, and `busy` tells the button to say so from the click on (the checker's load included).
 */
export function useSingleSubmit(submit: () => Promise<void>) {
  const submitting = useRef(false);
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting.current) return;
    submitting.current = true;
    setBusy(true);
    try {
      await submit();
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  };
  return { onSubmit, busy };
}
