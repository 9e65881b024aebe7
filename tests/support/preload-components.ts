/**
 * Setup of every unit test file: components that are chunks of their own in the browser
 * (src/render/lazy.ts) are loaded before the tests render, so a render test draws them at once,
 * as the prerender does. Loading them on demand is the browser tests' business.
 */
import { beforeAll } from 'vitest';
import { preloadAllComponents } from '../../src/render/lazy.ts';

beforeAll(() => preloadAllComponents());
