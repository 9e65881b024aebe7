/**
 * Files of a build that are for the servers only: nginx's locations of the build
 * (nginx-build.conf) and the tables they are made from (routes.json, immutable.json), with their
 * precompressed variants. They say nothing a visitor needs, so both servers answer 404 for them.
 */
export const BUILD_ONLY_FILES: readonly string[] = ['nginx-build.conf', 'routes.json', 'immutable.json'].flatMap((name) => [name, `${name}.br`, `${name}.gz`]);
