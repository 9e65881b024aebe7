#!/usr/bin/env bash
# A product owner's valid edit of config/, tried against the tests: two German menu titles
# renamed and the payment-methods entry shown by another valid rule. Unit tests use the tests'
# own config (tests/fixtures/one-site), so with the edit only the config checks may fail
# (validate, the rule tests of config/tests/, coverage): a failing unit test reads config/.
#
#   tools/dev/po-edit-check.sh                 apply, run unit tests and config checks, list failures, put config/ back
#   tools/dev/po-edit-check.sh tests/tools     the same for some test folders or files only
#   tools/dev/po-edit-check.sh --apply         apply the edit and leave it (to run one test by hand)
#   tools/dev/po-edit-check.sh --revert        take an applied edit back
set -euo pipefail
cd "$(dirname "$0")/../.."

menu=config/menus/de-de.yaml
# Each pair: the line as shipped, the line after the edit (each must occur exactly once).
edits=(
  '      title: Ratgeber'             '      title: Wissen & Ratgeber'
  '      title: Angebote'             '      title: Zinsangebote'
  '    when: shows-payment-methods'   '    when: active-customer'
)

# replace FROM-INDEX TO-INDEX: every pair's line FROM becomes line TO, or nothing changes and it says why.
replace() {
  node - "$menu" "$1" "$2" "${edits[@]}" <<'JS'
const fs = require('node:fs');
const [file, from, to, ...pairs] = process.argv.slice(2);
let text = fs.readFileSync(file, 'utf8');
for (let i = 0; i < pairs.length; i += 2) {
  const [a, b] = [pairs[i + Number(from)], pairs[i + Number(to)]];
  const count = text.split('\n').filter((line) => line === a).length;
  if (count !== 1) {
    console.error(`${file}: expected the line "${a.trim()}" once, found it ${count} times: nothing changed`);
    process.exit(2);
  }
  text = text.split('\n').map((line) => (line === a ? b : line)).join('\n');
}
fs.writeFileSync(file, text);
JS
}
apply() { replace 0 1; }
revert() { replace 1 0; }

case "${1:-}" in
  --apply) apply; echo "applied to $menu; take it back with $0 --revert"; exit 0 ;;
  --revert) revert; echo "reverted $menu"; exit 0 ;;
  -h|--help) sed -n '2,11p' "$0"; exit 0 ;;
esac

# The unit test folders, run a few at a time so that a shared machine is not swamped.
if [ "$#" -gt 0 ]; then parts=("$@"); else
  parts=(tests/engine tests/render tests/app tests/tools "tests/server tests/personas tests/preview tests/node tests/docs tests/architecture tests/bench")
fi

backup=$(mktemp)
cp "$menu" "$backup"
out=$(mktemp -d)
trap 'cp "$backup" "$menu"; rm -rf "$backup" "$out"' EXIT
apply

n=0
for part in "${parts[@]}"; do
  n=$((n + 1))
  # shellcheck disable=SC2086 # a part may name several folders
  npx vitest run $part --reporter=dot --reporter=json --outputFile.json="$out/part-$n.json" >"$out/part-$n.log" 2>&1 || true
  [ -s "$out/part-$n.json" ] || { echo "vitest wrote no report for: $part (see its output below)"; tail -30 "$out/part-$n.log"; }
done

echo "Unit test files that fail with the edit:"
node - "$out" <<'JS'
const fs = require('node:fs');
const path = require('node:path');
const dir = process.argv[2];
const failing = [];
let files = 0;
for (const name of fs.readdirSync(dir).filter((n) => n.endsWith('.json'))) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
  for (const file of report.testResults) {
    files += 1;
    if (file.status !== 'passed') failing.push(`${path.relative(process.cwd(), file.name)} (${file.assertionResults.filter((t) => t.status === 'failed').length} failed)`);
  }
}
for (const line of failing.sort()) console.log(`  ${line}`);
console.log(`${failing.length} of ${files} files`);
JS

echo "Config checks with the edit (these may fail: they hold the shipped config):"
for check in validate test coverage; do
  if node tools/portal/run.mjs "$check" >"$out/$check.log" 2>&1; then echo "  portal $check: passes"; else echo "  portal $check: fails"; sed 's/^/    /' "$out/$check.log" | head -20; fi
done
