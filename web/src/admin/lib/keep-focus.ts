/**
 * After an action that may remove the button it came from (a confirmed reservation loses its Confirm, a
 * deleted row goes), keyboard and screen-reader users are kept in the page: if focus fell to the body, it goes
 * to the dashboard's main area. Called once the lists have been read again.
 */
export function keepFocusInPage(): void {
  setTimeout(() => {
    if (document.activeElement === null || document.activeElement === document.body) {
      document.getElementById('admin-main')?.focus();
    }
  }, 0);
}
