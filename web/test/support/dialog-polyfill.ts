/**
 * jsdom has `<dialog>` but not its `showModal()` and `close()` (docs/decisions.md 143): this stand-in sets and removes
 * `open`, fires `close`, and turns an Escape nobody prevented into `cancel` on the topmost modal dialog, closing it
 * unless `cancel` is prevented, as browsers do. It does not make the page inert or keep focus inside: that is the
 * browser's, and the e2e suite checks it there.
 */
// On the global object, so the test files that import isOpenModal see the list this setup file fills.
const modals: HTMLDialogElement[] = ((globalThis as Record<symbol, unknown>)[Symbol.for('modal-dialogs')] ??=
  []) as HTMLDialogElement[];

if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    this.setAttribute('open', '');
    modals.push(this);
  };
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.removeAttribute('open');
    modals.splice(modals.indexOf(this) >>> 0, 1);
    this.dispatchEvent(new Event('close'));
  };
  window.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const top = modals.filter((dialog) => dialog.isConnected && dialog.open).at(-1);
    if (top && top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}

/** Whether the dialog was opened with showModal() and is still open: the browser then keeps focus inside it. */
export function isOpenModal(dialog: Element): boolean {
  return dialog instanceof HTMLDialogElement && dialog.open && modals.includes(dialog);
}
