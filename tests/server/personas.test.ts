import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeCustomer, BAC } from './fixtures.ts';
import { get, login, startHarness, type Harness } from './harness.ts';

describe('persona files on a running stack', () => {
  let h: Harness;
  const warnings: string[] = [];
  beforeAll(async () => {
    h = await startHarness({ log: (line) => warnings.push(line) }, [activeCustomer()]);
  });
  afterAll(() => h.stop());

  it('picks up edits without a restart', async () => {
    const { access_token } = await login(h.stack, 'active-de');
    const before = await (await get(h.stack, `/api/threads/unread-count?customer_id=${BAC}`, access_token)).json();
    expect(before).toEqual({ data: 2, status: 3 });
    await writeFile(join(h.dir, 'personas', 'active-de.json'), JSON.stringify(activeCustomer({ unreadMessages: 17 })));
    const after = await (await get(h.stack, `/api/threads/unread-count?customer_id=${BAC}`, access_token)).json();
    expect(after).toEqual({ data: 17, status: 3 });
  });

  it('skips a broken file with a warning and keeps serving the others', async () => {
    await writeFile(join(h.dir, 'personas', 'broken.json'), '{ "id": ');
    await writeFile(join(h.dir, 'personas', 'no-id.json'), '{ "context": {} }');
    const response = await get(h.stack, '/auth/local/personas');
    expect(response.status).toBe(200);
    expect(((await response.json()) as { id: string }[]).map((p) => p.id)).toEqual(['active-de']);
    expect(warnings.some((line) => line.includes('broken.json'))).toBe(true);
    expect(warnings.some((line) => line.includes('no-id.json'))).toBe(true);
    // The log option also gives one line per request.
    expect(warnings).toContainEqual(expect.stringMatching(/^GET \/auth\/local\/personas 200 [\d.]+ms$/));
  });
});
