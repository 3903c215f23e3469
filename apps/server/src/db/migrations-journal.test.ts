import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * drizzle's migrator applies, on a database that has run some migrations, only the journal entries whose `when` is
 * later than the newest one it ran: an entry landed with an earlier `when` than one already on main would be skipped
 * for ever on every existing database (fresh ones run them all in order). So the journal's `when` only goes up, and
 * every entry names its own SQL file.
 */
const dir = path.join(import.meta.dirname, 'migrations');
const journal = JSON.parse(fs.readFileSync(path.join(dir, 'meta/_journal.json'), 'utf8')) as {
  entries: { idx: number; when: number; tag: string }[];
};

describe('migrations journal', () => {
  it('has a later `when` for every entry than for the one before it', () => {
    const late = journal.entries.filter((e, i) => i > 0 && e.when <= journal.entries[i - 1]!.when).map((e) => e.tag);
    expect(late).toEqual([]);
  });

  it('names each SQL file once, and every SQL file is in it', () => {
    const tags = journal.entries.map((e) => e.tag);
    expect(new Set(tags).size).toBe(tags.length);
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.sql'));
    expect(files.map((f) => f.replace(/\.sql$/, '')).sort()).toEqual([...tags].sort());
  });
});
