// The patterns of AUTH_REDIRECT_ALLOW_LIST: the configuration checks each entry, the auth redirects match against them.

/** One entry of AUTH_REDIRECT_ALLOW_LIST, split into the parts a URL is matched on. */
export interface AllowPattern {
  protocol: string;
  host: RegExp;
  port: string;
  path: RegExp;
}

const ENTRY = /^(https?):\/\/([^/:?#\\@]+)(?::(\d+|\*))?(\/[^?#\\]*)?$/i;

/** A glob over one part: `*` stays within a segment (a host label or a path segment), `**` crosses them. */
function globToRegExp(pattern: string, separator: '.' | '/', flags = ''): RegExp {
  const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\/]/g, '\\$&');
  const one = separator === '.' ? '[^.]*' : '[^/]*';
  const source = pattern
    .split('**')
    .map((part) => part.split('*').map(escape).join(one))
    .join('.*');
  return new RegExp(`^${source}$`, flags);
}

/** Parses an allow-list entry; undefined when it is not an http(s) URL pattern (the configuration reports it). */
export function parseAllowEntry(entry: string): AllowPattern | undefined {
  const match = ENTRY.exec(entry.trim());
  if (!match) return undefined;
  const [, protocol, host, port, path] = match;
  return {
    protocol: `${protocol!.toLowerCase()}:`,
    host: globToRegExp(host!.toLowerCase(), '.', 'i'),
    port: port ?? '',
    path: globToRegExp(path || '/', '/'),
  };
}
