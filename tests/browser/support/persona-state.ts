// How a browser reaches a persona's state: shared with `portal review`, which draws personas the same way.
export * from '../../../tools/browser/persona-state.ts';
