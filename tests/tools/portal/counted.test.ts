import { describe, expect, it } from 'vitest';
import { counted } from '../../../tools/portal/counted.ts';

describe('counted', () => {
  it('says one in the singular and every other count in the plural', () => {
    expect([counted(0, 'file'), counted(1, 'file'), counted(2, 'file')]).toEqual(['0 files', '1 file', '2 files']);
    expect(counted(1, 'body', 'bodies')).toBe('1 body');
    expect(counted(3, 'body', 'bodies')).toBe('3 bodies');
  });
});
