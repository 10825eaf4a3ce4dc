/**
 * The API page's stylesheet, served by the gateway at `/api/docs.css` (the site's Content-Security-Policy allows
 * styles from the site itself). Plain and readable, light or dark as the reader's system is; nothing is loaded from
 * anywhere else (docs/decisions.md 79), so the fonts are the system's.
 */
export const docsStylesheet = `:root {
  color-scheme: light dark;
  --text: #1f2328;
  --muted: #59636e;
  --background: #ffffff;
  --panel: #f6f8fa;
  --line: #d1d9e0;
  --link: #0b5cad;
  --get: #1a7f37;
  --post: #0b5cad;
  --put: #9a6700;
  --patch: #8250df;
  --delete: #cf222e;
}
@media (prefers-color-scheme: dark) {
  :root {
    --text: #e6edf3;
    --muted: #9198a1;
    --background: #0d1117;
    --panel: #151b23;
    --line: #3d444d;
    --link: #58a6ff;
    --get: #3fb950;
    --post: #58a6ff;
    --put: #d29922;
    --patch: #a371f7;
    --delete: #f85149;
  }
}
* { box-sizing: border-box; }
body {
  margin: 0 auto;
  max-width: 72rem;
  padding: 1.5rem;
  font: 1rem/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  color: var(--text);
  background: var(--background);
}
a { color: var(--link); }
code { font: 0.9em/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; overflow-wrap: anywhere; }
h1 { margin-top: 0; }
h2 { margin-top: 3rem; padding-bottom: 0.25rem; border-bottom: 1px solid var(--line); }
h3 { margin: 0; font-size: 1.1rem; }
h4 { margin: 1rem 0 0.25rem; font-size: 0.95rem; }
.version, .summary { color: var(--muted); }
nav ul { columns: 14rem; padding-left: 1.25rem; }
.operation, .schema {
  margin: 1.5rem 0;
  padding: 1rem;
  border: 1px solid var(--line);
  border-radius: 0.5rem;
  background: var(--panel);
  scroll-margin-top: 1rem;
}
.operation .summary { margin: 0.25rem 0 0.5rem; }
.method {
  display: inline-block;
  min-width: 4.5rem;
  margin-right: 0.5rem;
  padding: 0.1rem 0.5rem;
  border-radius: 0.25rem;
  color: #ffffff;
  font-size: 0.85rem;
  text-align: center;
}
.method-get { background: var(--get); }
.method-post { background: var(--post); }
.method-put { background: var(--put); }
.method-patch { background: var(--patch); }
.method-delete { background: var(--delete); }
.path { font-size: 1rem; }
.badges { display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 0 0 0.5rem; padding: 0; list-style: none; }
.badges li { padding: 0 0.5rem; border: 1px solid var(--line); border-radius: 1rem; font-size: 0.85rem; }
table { width: 100%; border-collapse: collapse; margin: 0.25rem 0; background: var(--background); font-size: 0.9rem; }
th, td { padding: 0.35rem 0.5rem; border: 1px solid var(--line); text-align: left; vertical-align: top; }
th { background: var(--panel); }
td table { margin-top: 0.5rem; }
.fields td:first-child { white-space: nowrap; }
.required { color: var(--delete); font-size: 0.8rem; }
.status { font-weight: 600; white-space: nowrap; }
.status-2 { color: var(--get); }
.status-4, .status-5 { color: var(--delete); }
.media-type, .type { margin: 0 0 0.25rem; }
.media-type code { white-space: nowrap; }
.answers td:first-child { width: 4rem; }
/* On a phone a wide table scrolls inside its card rather than running past the screen's edge. */
@media (max-width: 40rem) {
  table { display: block; overflow-x: auto; }
}
.answers td:last-child { width: 35%; }
.headers { margin: 0.25rem 0 0; padding-left: 1.25rem; }
.shapes { padding-left: 1.25rem; }
.shapes li { margin-bottom: 0.75rem; }
`;
