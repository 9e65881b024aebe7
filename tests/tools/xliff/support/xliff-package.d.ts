// The npm `xliff` package ships no types; the two functions the tests use, as its README gives them.
declare module 'xliff/xliff2js' {
  export default function xliff2js(xml: string): Promise<Record<string, unknown>>;
}
declare module 'xliff/js2xliff' {
  export default function js2xliff(js: Record<string, unknown>): Promise<string>;
}
