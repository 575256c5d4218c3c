/**
 * Where a JSON Pointer's value is in a JSON text: [start, end) character offsets, so a problem's pointer can be
 * highlighted in the draft's text. A small scanner of JSON's grammar (no eval); null when the text does not parse
 * that far or the pointer names nothing. Pure.
 */
export function locatePointer(text: string, pointer: string): { start: number; end: number } | null {
  const path = pointer === '' ? [] : pointer.split('/').slice(1).map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
  let i = 0;
  const ws = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i] as string)) i++;
  };
  const string = (): string | null => {
    if (text[i] !== '"') return null;
    const start = i++;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    if (i >= text.length) return null;
    i++;
    try {
      return JSON.parse(text.slice(start, i)) as string;
    } catch {
      return null;
    }
  };
  /** Skips one value; false when the text is not JSON there. */
  const skip = (): boolean => {
    ws();
    const c = text[i];
    if (c === '"') return string() !== null;
    if (c === '{' || c === '[') {
      const close = c === '{' ? '}' : ']';
      i++;
      ws();
      if (text[i] === close) return ++i > 0;
      for (;;) {
        if (c === '{') {
          ws();
          if (string() === null) return false;
          ws();
          if (text[i++] !== ':') return false;
        }
        if (!skip()) return false;
        ws();
        if (text[i] === ',') i++;
        else if (text[i] === close) return ++i > 0;
        else return false;
      }
    }
    const literal = /^(-?\d+(\.\d+)?([eE][+-]?\d+)?|true|false|null)/.exec(text.slice(i, i + 40));
    if (!literal) return false;
    i += literal[0].length;
    return true;
  };
  /** Moves `i` to the start of the value named by path[depth..]. */
  const find = (depth: number): boolean => {
    ws();
    if (depth === path.length) return true;
    const token = path[depth] as string;
    const c = text[i];
    if (c !== '{' && c !== '[') return false;
    i++;
    for (let index = 0; ; index++) {
      ws();
      if (text[i] === '}' || text[i] === ']') return false;
      let matches: boolean;
      if (c === '{') {
        const key = string();
        if (key === null) return false;
        ws();
        if (text[i++] !== ':') return false;
        matches = key === token;
      } else {
        matches = String(index) === token;
      }
      if (matches) return find(depth + 1);
      if (!skip()) return false;
      ws();
      if (text[i] !== ',') return false;
      i++;
    }
  };
  if (!find(0)) return null;
  ws();
  const start = i;
  return skip() ? { start, end: i } : null;
}
