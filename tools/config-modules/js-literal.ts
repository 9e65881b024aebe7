/**
 * A JSON value written as a JavaScript expression, as small as Rolldown's minifier wrote the config
 * chunks before the build wrote them itself (issue 29 §1): keys that are identifiers unquoted.
 * Strings stay JSON strings (a JSON string is a JS string literal; U+2028 and U+2029 have been
 * legal in JS strings since ES2019). `undefined` in an object is left out, as JSON.stringify does.
 */
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

function key(name: string): string {
  // In an object literal `__proto__: x` (quoted or not) sets the prototype; a computed key is an own property, as JSON.parse makes it.
  if (name === '__proto__') return '["__proto__"]';
  return IDENTIFIER.test(name) ? name : JSON.stringify(name);
}

export function jsLiteral(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    const written = JSON.stringify(value);
    // undefined, a function or a symbol: what JSON.stringify leaves out of an array it writes as null.
    return written === undefined ? 'null' : written;
  }
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(jsLiteral).join(',')}]`;
  const entries: string[] = [];
  for (const [name, item] of Object.entries(value)) {
    if (item === undefined || typeof item === 'function' || typeof item === 'symbol') continue;
    entries.push(`${key(name)}:${jsLiteral(item)}`);
  }
  return `{${entries.join(',')}}`;
}
