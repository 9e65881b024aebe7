/** Where a piece of config came from, for `validate` messages and `explain` traces. */
export interface SourceRef {
  file: string;
  line: number;
  col: number;
}
