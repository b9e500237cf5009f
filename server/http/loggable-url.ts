// What the request log keeps of a URL: its path, with a share link's id masked (whoever holds the id
// reads the report, so the log must not hand it out), and no query string (history searches are
// the user's own words; cursors say nothing an operator needs).
const SHARE_PATH = /^(\/api\/shared\/)[^/?#]+/;

export function loggableUrl(url: string): string {
  const [path, query] = url.split(/\?(.*)/s, 2);
  const masked = (path ?? '').replace(SHARE_PATH, '$1[share id]');
  return query === undefined ? masked : `${masked}?[query]`;
}
