import { describe, expect, it } from 'vitest';
import { jsLiteral } from '../../../tools/config-modules/js-literal.ts';

/** Evaluates the expression as the browser does the module's `export const x = <literal>`. */
const evaluate = (text: string): unknown => new Function(`return (${text});`)();

describe('jsLiteral', () => {
  it('evaluates to what JSON.parse(JSON.stringify(value)) gives, for config-shaped values', () => {
    const value = {
      plain: 'text with "quotes", \\ backslashes, </script>, \u2028 and emoji 🎉',
      'with-dash': [1, -2.5, 0, null, true, false, { nested: { deeper: [] } }],
      $ok_1: {},
      '1starts-with-digit': 'x',
      '': 'empty key',
      skipped: undefined,
      inArray: [undefined, 'kept'],
    };
    expect(evaluate(jsLiteral(value))).toEqual(JSON.parse(JSON.stringify(value)));
  });

  it('leaves identifier keys unquoted, as a minifier would', () => {
    expect(jsLiteral({ title: 'A', 'data-x': 1 })).toBe('{title:"A","data-x":1}');
  });

  it("writes a __proto__ key as an own property, not the object's prototype", () => {
    const parsed = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}') as object;
    const evaluated = evaluate(jsLiteral(parsed)) as Record<string, unknown>;
    expect(Object.getPrototypeOf(evaluated)).toBe(Object.prototype);
    expect(Object.keys(evaluated)).toEqual(['__proto__', 'a']);
    expect(evaluated.polluted).toBeUndefined();
  });
});
