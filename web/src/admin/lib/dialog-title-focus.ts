/**
 * The title of the dialog `element` sits in, read before an action that may remove `element` (a section emptied,
 * a question answered): afterwards it has left the page and no longer knows its dialog. Focus put on the title then
 * keeps a keyboard or screen-reader user at the top of what is still open, rather than on the page behind it.
 */
export function dialogTitleOf(element: Element): HTMLElement | undefined {
  return element.closest('dialog')?.querySelector<HTMLElement>('[data-dialog-title]') ?? undefined;
}
