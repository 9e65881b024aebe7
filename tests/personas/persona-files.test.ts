// Persona fixtures (personas/*.json) against their JSON Schema (schemas/persona.schema.json)
// and against the Persona type (src/engine/types/persona.ts).
import { readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const personasDir = join(root, 'personas');
const schemaPath = join(root, 'schemas/persona.schema.json');
const typesPath = join(root, 'src/engine/types/persona.ts');

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const schema = JSON.parse(readFileSync(schemaPath, 'utf8')) as JsonObject;

function compile(): ValidateFunction {
  // strict: unknown keywords, union types without allowUnionTypes etc. fail compilation.
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  // An editor annotation (VS Code's JSON and YAML language servers show it beside each enum
  // value; tools/vocabularies/ writes it): known, so strict mode still refuses any other keyword.
  ajv.addKeyword({ keyword: 'enumDescriptions', schemaType: 'array' });
  addFormats(ajv);
  return ajv.compile(schema);
}
const validate = compile();

/** One line per error, naming the JSON path of the offending key (e.g. "/context/lcoale"). */
function errorLines(errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((e) => {
    let path = e.instancePath || '';
    if (e.keyword === 'additionalProperties') path += `/${String(e.params.additionalProperty)}`;
    if (e.keyword === 'required') path += `/${String(e.params.missingProperty)}`;
    return `${path || '/'}: ${e.message ?? e.keyword}`;
  });
}
function check(value: unknown): string[] {
  return validate(value) ? [] : errorLines(validate.errors);
}

const files = readdirSync(personasDir)
  .filter((f) => f.endsWith('.json'))
  .sort();
const personas = files.map((file) => ({ file, text: readFileSync(join(personasDir, file), 'utf8') }));
const parsed = personas.map(({ file, text }) => ({ file, data: JSON.parse(text) as JsonObject }));

function walk(value: Json, visit: (key: string, v: Json, path: string) => void, path = ''): void {
  if (Array.isArray(value)) value.forEach((v, i) => walk(v, visit, `${path}/${i}`));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      visit(k, v, `${path}/${k}`);
      walk(v, visit, `${path}/${k}`);
    }
}

function ibanIsValid(iban: string): boolean {
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const ch of digits) rest = (rest * 10 + Number(ch)) % 97;
  return rest === 1;
}

const ctx = (p: JsonObject) => p.context as JsonObject;

describe('persona schema', () => {
  it('is draft 2020-12 with the expected $id and compiles in strict mode', () => {
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.$id).toBe('persona.schema.json');
    expect(typeof validate).toBe('function');
  });

  it('gives every property a description', () => {
    const missing: string[] = [];
    walk(schema, (key, v, path) => {
      if (key !== 'properties' || !v || typeof v !== 'object' || Array.isArray(v)) return;
      for (const [name, sub] of Object.entries(v)) {
        const s = sub as JsonObject;
        if (typeof s?.description !== 'string' || s.description.length === 0) missing.push(`${path}/${name}`);
      }
    });
    expect(missing).toEqual([]);
  });

  it('has the same properties as the Persona type in persona.ts', () => {
    const source = ts.createSourceFile(typesPath, readFileSync(typesPath, 'utf8'), ts.ScriptTarget.ES2022, true);
    const interfaces = new Map<string, { all: string[]; required: string[] }>();
    source.forEachChild((node) => {
      if (!ts.isInterfaceDeclaration(node)) return;
      const all: string[] = [];
      const required: string[] = [];
      for (const m of node.members) {
        if (!ts.isPropertySignature(m) || !m.name) continue;
        const name = m.name.getText(source).replace(/^['"]|['"]$/g, '');
        all.push(name);
        if (!m.questionToken) required.push(name);
      }
      interfaces.set(node.name.text, { all: all.sort(), required: required.sort() });
    });
    const props = schema.properties as Record<string, JsonObject>;
    const defs = schema.$defs as Record<string, JsonObject>;
    const pairs: [string, JsonObject, string[]][] = [
      ['Persona', schema, ['$schema']],
      ['PageContext', props.context!, []],
      // FeatureFlags is derived from src/engine/flags/declaration.ts, and so is props.flags
      // (tests/engine/flags/declaration.test.ts checks both).
      ['CustomerPayload', props.customer!, []],
      ['PersonPayload', defs.person!, []],
      ['TransactionAccountPayload', defs.transactionAccount!, []],
      ['ProductInstancePayload', defs.productInstance!, []],
      ['SwitchableAccountPayload', defs.switchableAccount!, []],
    ];
    for (const [name, sub, extra] of pairs) {
      const type = interfaces.get(name);
      expect(type, `interface ${name} in persona.ts`).toBeDefined();
      const keys = Object.keys(sub.properties as JsonObject)
        .filter((k) => !extra.includes(k))
        .sort();
      expect(keys, `schema properties for ${name}`).toEqual(type!.all);
      expect(((sub.required as string[] | undefined) ?? []).slice().sort(), `required properties of ${name}`).toEqual(type!.required);
    }
  });
});

describe('persona files', () => {
  it('has at least 32 personas', () => {
    expect(files.length).toBeGreaterThanOrEqual(32);
  });

  it.each(personas)('$file parses and is valid against the schema', ({ file, text }) => {
    let data: unknown;
    expect(() => (data = JSON.parse(text)), `${file} is not valid JSON`).not.toThrow();
    expect(check(data), file).toEqual([]);
  });

  it.each(parsed)('$file: id equals the file name and the description is set', ({ file, data }) => {
    expect(data.id).toBe(basename(file, '.json'));
    expect(typeof data.description === 'string' && data.description.length > 20, `${file} needs a description`).toBe(true);
  });

  it('has unique ids', () => {
    const ids = parsed.map((p) => p.data.id);
    const dupes = ids.filter((id, i) => ids.indexOf(id) !== i);
    expect(dupes).toEqual([]);
  });

  it.each(parsed)('$file: page path carries the page locale', ({ data }) => {
    const { locale, page } = ctx(data);
    if (typeof page === 'string') expect(page.startsWith(`/${String(locale)}/`), `${String(page)} vs ${String(locale)}`).toBe(true);
  });

  it('uses only IBANs that pass the mod-97 check', () => {
    const bad: string[] = [];
    for (const { file, data } of parsed)
      walk(data, (key, v, path) => {
        if (key === 'iban' && typeof v === 'string' && v !== '' && !ibanIsValid(v)) bad.push(`${file}${path}: ${v}`);
      });
    expect(bad).toEqual([]);
  });

  it('covers an anonymous visitor for every locale', () => {
    const locales = ['de-de', 'de-at', 'de-ch', 'en-gb', 'en-ie', 'en-us', 'fr-fr', 'es-es', 'nl-nl', 'it-it', 'pl-pl', 'fi-fi', 'en'];
    const anonymous = new Set(parsed.filter((p) => !p.data.customer && !ctx(p.data).distributorPage && !ctx(p.data).query).map((p) => ctx(p.data).locale));
    expect(locales.filter((l) => !anonymous.has(l))).toEqual([]);
  });

  it('covers each co-branded registration flow on its own locale, and at least two on a foreign locale', () => {
    const flows: Record<string, string> = {
      'partner-alpha': 'de-de',
      'partner-bravo': 'en-gb',
      'partner-charlie': 'en-gb',
      'partner-delta': 'en-ie',
      'partner-echo': 'en-ie',
    };
    const reg = parsed
      .map((p) => ctx(p.data))
      .filter((c) => (c.query as JsonObject | undefined)?.regflow && c.page === `/${String(c.locale)}/register/`)
      .map((c) => ({ flow: String((c.query as JsonObject).regflow), locale: String(c.locale) }));
    for (const [flow, locale] of Object.entries(flows))
      expect(
        reg.some((r) => r.flow === flow && r.locale === locale),
        flow,
      ).toBe(true);
    expect(reg.filter((r) => flows[r.flow] !== undefined && flows[r.flow] !== r.locale).length).toBeGreaterThanOrEqual(2);
  });
});

describe('schema rejects broken personas', () => {
  const good = parsed.find((p) => p.data.id === 'active-de')!.data;
  const clone = (): JsonObject => JSON.parse(JSON.stringify(good)) as JsonObject;

  it('accepts the reference persona and extra fields in payload objects', () => {
    const p = clone();
    (p.customer as JsonObject).newServiceField = 'x';
    ((p.accounts as JsonObject[])[0] as JsonObject).overdraftLimit = 0;
    expect(check(p)).toEqual([]);
  });

  it('names the path of a typo in a context key and of the missing locale', () => {
    const p = clone();
    const c = ctx(p);
    c.lcoale = c.locale ?? null;
    delete c.locale;
    const lines = check(p);
    expect(lines).toContain("/context/locale: must have required property 'locale'");
    expect(lines).toContain('/context/lcoale: must NOT have additional properties');
  });

  it('names the path of a typo in a flag and at the top level', () => {
    const p = clone();
    (p.flags as JsonObject).newDashbord = true;
    p.acounts = [];
    const lines = check(p);
    expect(lines).toContain('/flags/newDashbord: must NOT have additional properties');
    expect(lines).toContain('/acounts: must NOT have additional properties');
  });

  it('rejects a missing id, an upper-case locale and wrong enum values', () => {
    const p = clone();
    delete p.id;
    ctx(p).locale = 'de-DE';
    ctx(p).headerType = 'privat';
    ((p.accounts as JsonObject[])[0] as JsonObject).state = 'OPEN';
    const lines = check(p);
    expect(lines).toContain("/id: must have required property 'id'");
    expect(lines.some((l) => l.startsWith('/context/locale: must match pattern'))).toBe(true);
    expect(lines.some((l) => l.startsWith('/context/headerType: must be equal to one of the allowed values'))).toBe(true);
    expect(lines.some((l) => l.startsWith('/accounts/0/state: must be equal to one of the allowed values'))).toBe(true);
  });
});

describe('postbox messages', () => {
  const withMessages = parsed.filter(({ data }) => Array.isArray(data.messages));

  it('some personas of several languages have messages', () => {
    expect(withMessages.map(({ file }) => file)).toEqual(expect.arrayContaining(['active-de.json', 'active-gb.json', 'active-fr.json']));
  });

  it.each(withMessages.map(({ file, data }) => [file, data] as const))('%s: unreadMessages equals its unread messages, ids are unique', (_file, data) => {
    const messages = data.messages as JsonObject[];
    const unread = messages.filter((message) => message.read === false).length;
    if (data.unreadMessages !== undefined) expect(data.unreadMessages).toBe(unread);
    expect(new Set(messages.map((message) => message.id)).size).toBe(messages.length);
  });

  it('refuses a message without its read state and a body that is not text', () => {
    const p = JSON.parse(JSON.stringify(parsed.find(({ file }) => file === 'active-de.json')?.data)) as JsonObject;
    const first = (p.messages as JsonObject[])[0] as JsonObject;
    delete first.read;
    first.body = 42;
    first.sentAt = 'yesterday';
    const lines = check(p);
    expect(lines).toContain("/messages/0/read: must have required property 'read'");
    expect(lines).toContain('/messages/0/body: must be string');
    expect(lines.some((l) => l.startsWith('/messages/0/sentAt: must match format'))).toBe(true);
  });
});

describe('transaction account bookings', () => {
  const withBookings = parsed.filter(({ data }) => Array.isArray(data.transactions));
  const cents = (value: Json | undefined) => Math.round(Number(value) * 100);

  it('personas of several languages have bookings, one has none (the empty state)', () => {
    const files = withBookings.map(({ file }) => file);
    expect(files).toEqual(expect.arrayContaining(['active-de.json', 'active-gb.json']));
    expect(withBookings.some(({ data }) => (data.transactions as Json[]).length === 0)).toBe(true);
    expect((withBookings.find(({ file }) => file === 'active-de.json')!.data.transactions as Json[]).length).toBeGreaterThanOrEqual(50);
  });

  it.each(withBookings.map(({ file, data }) => [file, data] as const))(
    '%s: the bookings sum to the transaction account balance, the running balance never goes below zero, ids are unique',
    (_file, data) => {
      const bookings = [...(data.transactions as JsonObject[])].sort((a, b) => String(a.bookingDate).localeCompare(String(b.bookingDate)));
      const accounts = (data.accounts ?? []) as JsonObject[];
      // The transaction account as the portal chooses it (chooseAccount: first established state, else the first).
      const established = ['ACTIVE', 'SUSPENDED', 'CLOSED', 'CLOSING_IN_PROGRESS'];
      const account = accounts.find((a) => established.includes(String(a.state))) ?? accounts[0];
      const balance = (account?.balance ?? null) as JsonObject | null;
      let running = 0;
      for (const booking of bookings) {
        running += cents(booking.amount);
        expect(running).toBeGreaterThanOrEqual(0);
      }
      if (bookings.length > 0) expect(running).toBe(cents(balance?.current));
      expect(new Set(bookings.map((booking) => booking.id)).size).toBe(bookings.length);
    },
  );

  it('refuses a booking without an amount and a date that is not a date', () => {
    const p = JSON.parse(JSON.stringify(parsed.find(({ file }) => file === 'active-de.json')?.data)) as JsonObject;
    const first = (p.transactions as JsonObject[])[0] as JsonObject;
    delete first.amount;
    first.bookingDate = 'last week';
    const lines = check(p);
    expect(lines).toContain("/transactions/0/amount: must have required property 'amount'");
    expect(lines.some((l) => l.startsWith('/transactions/0/bookingDate: must match format'))).toBe(true);
  });
});

describe('documents', () => {
  const withDocuments = parsed.filter(({ data }) => Array.isArray(data.documents));

  it('personas of two languages have documents with unique ids', () => {
    expect(withDocuments.map(({ file }) => file)).toEqual(expect.arrayContaining(['active-de.json', 'active-gb.json']));
    for (const { data } of withDocuments) {
      const ids = (data.documents as JsonObject[]).map((document) => document.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('refuses a document of an unknown kind', () => {
    const p = JSON.parse(JSON.stringify(parsed.find(({ file }) => file === 'active-de.json')?.data)) as JsonObject;
    ((p.documents as JsonObject[])[0] as JsonObject).kind = 'letter';
    expect(check(p)).toContain('/documents/0/kind: must be equal to one of the allowed values');
  });
});
