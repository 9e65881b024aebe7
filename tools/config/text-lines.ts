/**
 * Line arithmetic over a text, for placing syntax errors: offsets to lines and columns,
 * indentation, the neighbouring lines that hold content. Lines are 1-based, columns 0-based;
 * "\r\n" line ends count as one line end.
 */
export class TextLines {
  private readonly starts: number[] = [0];
  private step: number | undefined;

  constructor(readonly text: string) {
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) this.starts.push(i + 1);
  }

  lineOf(offset: number): number {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.starts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  }

  start(line: number): number {
    return this.starts[line - 1] ?? this.text.length;
  }

  column(offset: number): number {
    return offset - this.start(this.lineOf(offset));
  }

  lineText(line: number): string {
    const end = line < this.starts.length ? this.starts[line]! - 1 : this.text.length;
    return this.text.slice(this.start(line), end).replace(/\r$/, '');
  }

  /** Leading spaces of a line; null for no line. */
  indent(line: number | null): number | null {
    return line === null ? null : /^ */.exec(this.lineText(line))![0].length;
  }

  /** Where the line's key starts: its indentation plus any "- " list markers before it. */
  keyIndent(line: number | null): number | null {
    return line === null ? null : /^ *(?:- +)*/.exec(this.lineText(line))![0].length;
  }

  /** A line that is neither blank nor only a comment. */
  isContent(line: number): boolean {
    return !/^\s*(#.*)?$/.test(this.lineText(line));
  }

  previousContent(line: number): number | null {
    for (let l = line - 1; l >= 1; l--) if (this.isContent(l)) return l;
    return null;
  }

  nextContent(line: number): number | null {
    for (let l = line + 1; l <= this.starts.length; l++) if (this.isContent(l)) return l;
    return null;
  }

  /** The previous content line whose key starts no deeper than `indent` (the previous sibling or the parent). */
  previousContentAtMost(line: number, indent: number): number | null {
    for (let l = this.previousContent(line); l !== null; l = this.previousContent(l)) if (this.keyIndent(l)! <= indent) return l;
    return null;
  }

  /** Whether only spaces and the line end follow `offset` on its line. */
  afterLastToken(offset: number): boolean {
    const line = this.lineOf(offset);
    return (
      this.lineText(line)
        .slice(offset - this.start(line))
        .trim() === ''
    );
  }

  /** The next content line indented no deeper than `indent` (the next sibling or parent line). */
  nextContentAtMost(line: number, indent: number): number | null {
    for (let l = this.nextContent(line); l !== null; l = this.nextContent(l)) if (this.indent(l)! <= indent) return l;
    return null;
  }

  /** Offset of the first character of a line that is not indentation (the line start on a blank line). */
  firstToken(line: number): number {
    const match = /[^ \t]/.exec(this.lineText(line));
    return this.start(line) + (match ? match.index : 0);
  }

  /**
   * The file's usual indentation step: the commonest increase from one content line to the
   * next (2 if none). Increases of one space are left out: nobody indents by one, but a
   * mis-indented line does.
   */
  indentStep(): number {
    if (this.step !== undefined) return this.step;
    const counts = new Map<number, number>();
    let previous: number | null = null;
    for (let l = 1; l <= this.starts.length; l++) {
      if (!this.isContent(l)) continue;
      const indent = this.indent(l)!;
      if (previous !== null && indent > previous + 1) counts.set(indent - previous, (counts.get(indent - previous) ?? 0) + 1);
      previous = indent;
    }
    this.step = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? 2;
    return this.step;
  }
}
