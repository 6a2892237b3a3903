// Just enough of nginx to check deploy/nginx.conf without an nginx binary: a parser of its block syntax,
// nginx's rules for choosing the `location` of a request URI, and the evaluation of a `map` of regexes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Directive {
  name: string;
  args: string[];
  /** Present for block directives (`server { … }`, `location / { … }`). */
  block?: Directive[];
}

function tokenize(text: string): string[] {
  const tokens: string[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text[i] ?? '';
    if (/\s/.test(char)) {
      i++;
    } else if (char === '#') {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (char === '{' || char === '}' || char === ';') {
      tokens.push(char);
      i++;
    } else if (char === '"' || char === "'") {
      let value = '';
      i++;
      while (i < text.length && text[i] !== char) {
        if (text[i] === '\\' && i + 1 < text.length) {
          value += text.slice(i, i + 2);
          i += 2;
        } else {
          value += text[i];
          i++;
        }
      }
      if (i >= text.length) throw new Error('nginx.conf: незакрытая кавычка');
      i++;
      tokens.push(value);
    } else {
      let value = '';
      while (i < text.length && !/[\s;{}]/.test(text[i] ?? '')) {
        // `${var}` is one word even though it contains braces.
        if (text[i] === '$' && text[i + 1] === '{') {
          const end = text.indexOf('}', i);
          value += text.slice(i, end + 1);
          i = end + 1;
        } else {
          value += text[i];
          i++;
        }
      }
      tokens.push(value);
    }
  }
  return tokens;
}

/** Parses nginx configuration text into a tree of directives. */
export function parseNginx(text: string): Directive[] {
  const tokens = tokenize(text);
  let position = 0;
  function parseBlock(nested: boolean): Directive[] {
    const directives: Directive[] = [];
    let words: string[] = [];
    while (position < tokens.length) {
      const token = tokens[position++] ?? '';
      if (token === ';') {
        const [name, ...args] = words;
        if (name === undefined) throw new Error('nginx.conf: пустая директива');
        directives.push({ name, args });
        words = [];
      } else if (token === '{') {
        const [name, ...args] = words;
        if (name === undefined) throw new Error('nginx.conf: блок без имени');
        directives.push({ name, args, block: parseBlock(true) });
        words = [];
      } else if (token === '}') {
        if (!nested) throw new Error('nginx.conf: лишняя }');
        if (words.length) throw new Error(`nginx.conf: нет ; после «${words.join(' ')}»`);
        return directives;
      } else {
        words.push(token);
      }
    }
    if (nested) throw new Error('nginx.conf: незакрытый блок');
    if (words.length) throw new Error(`nginx.conf: нет ; после «${words.join(' ')}»`);
    return directives;
  }
  return parseBlock(false);
}

export function children(block: Directive[] | undefined, name: string): Directive[] {
  return (block ?? []).filter((directive) => directive.name === name);
}

export function child(block: Directive[] | undefined, name: string): Directive | undefined {
  return children(block, name)[0];
}

/** Converts an nginx (PCRE) regex of the kinds used in the config to a JS RegExp. */
function regex(pattern: string, caseInsensitive: boolean): RegExp {
  return new RegExp(pattern, caseInsensitive ? 'i' : '');
}

/**
 * nginx's choice of location for a URI: an exact `=` match wins; else the longest prefix is remembered, and
 * unless it is `^~` the regex locations are tried in order of appearance, the first match winning; else the
 * longest prefix. Named locations (`@name`) are never chosen by URI.
 */
export function matchLocation(server: Directive[], uri: string): Directive | undefined {
  const locations = children(server, 'location');
  let longest: { location: Directive; prefix: string; stop: boolean } | undefined;
  for (const location of locations) {
    const [first, second] = location.args;
    if (first === '=' && second === uri) return location;
    const prefix =
      first === '^~' ? second : first !== undefined && !['=', '~', '~*'].includes(first) ? first : undefined;
    if (prefix === undefined || prefix.startsWith('@')) continue;
    if (uri.startsWith(prefix) && (!longest || prefix.length > longest.prefix.length)) {
      longest = { location, prefix, stop: first === '^~' };
    }
  }
  if (longest?.stop) return longest.location;
  for (const location of locations) {
    const [first, second] = location.args;
    if (
      (first === '~' || first === '~*') &&
      second !== undefined &&
      regex(second, first === '~*').test(uri)
    ) {
      return location;
    }
  }
  return longest?.location;
}

/** The value a `map $uri $var { … }` block gives for a URI (exact strings, then regexes in order, then default). */
export function evaluateMap(map: Directive, value: string): string | undefined {
  let fallback: string | undefined;
  const entries = map.block ?? [];
  for (const entry of entries) {
    if (entry.name === 'default') fallback = entry.args[0];
    else if (!entry.name.startsWith('~') && entry.name === value) return entry.args[0];
  }
  for (const entry of entries) {
    if (!entry.name.startsWith('~')) continue;
    const insensitive = entry.name.startsWith('~*');
    if (regex(entry.name.slice(insensitive ? 2 : 1), insensitive).test(value)) return entry.args[0];
  }
  return fallback;
}

/** The arguments of a directive inside a location (`[]` when it has none). */
export function args(location: Directive | undefined, name: string): string[] {
  return child(location?.block, name)?.args ?? [];
}

/** Whether a location passes its requests to the API's upstream. */
export function proxiesToApi(location: Directive | undefined): boolean {
  return args(location, 'proxy_pass')[0] === 'http://shop_api';
}

/** deploy/nginx.conf of the checkout at `root`: the whole file, its one server block and the `$uri` cache map. */
export function readSiteConfig(root: string) {
  const nginx = parseNginx(readFileSync(join(root, 'deploy/nginx.conf'), 'utf8'));
  return {
    nginx,
    server: child(nginx, 'server')?.block ?? [],
    cacheMap: children(nginx, 'map').find((map) => map.args[0] === '$uri'),
  };
}
