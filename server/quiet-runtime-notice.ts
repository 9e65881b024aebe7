/**
 * `npm start` prints a few lines. oidc-provider 9 names Node.js 22 LTS as the runtime
 * it supports and warns once, when it is first imported, on any other; this project runs on the
 * machine's Node.js 20, where the provider's behaviour is covered by our own tests
 * (tests/server/, tests/app/oidc/, tests/browser/oidc-*). That one known line is left out of the
 * start unless --verbose; every other warning passes. Imported first by server/main.ts, so it is
 * in place before anything imports the provider.
 */
const RUNTIME_NOTICE = /oidc-provider WARNING: Unsupported runtime/;

if (!process.argv.includes('--verbose') && !process.env.VERBOSE) {
  const warn = console.warn.bind(console);
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && RUNTIME_NOTICE.test(args[0])) return;
    warn(...args);
  };
}
