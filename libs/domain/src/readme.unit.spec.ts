import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentItemTransitions } from './content-item/transitions';
import { courtReformTransitions } from './court-reform/transitions';
import { distressConsultationTransitions } from './distress-consultation/transitions';
import { matterTransitions } from './matter/transitions';
import { memberOrganTransitions } from './member-organ/member-organ';
import { restructuringTaskTransitions } from './restructuring-task/transitions';
import { transitionList, type TransitionTable } from './shared/transitions';
import { staffAccountTransitions } from './staff-account/transitions';
import { rosterEntryTransitions } from './roster-entry/roster-entry';
import { staffRoleTransitions } from './staff-role/staff-role';

const tables: Record<string, TransitionTable<string, string>> = {
  courtReformTransitions,
  restructuringTaskTransitions,
  distressConsultationTransitions,
  matterTransitions,
  contentItemTransitions,
  staffAccountTransitions,
  staffRoleTransitions,
  rosterEntryTransitions,
  memberOrganTransitions,
};

/** The rows of each "### … (`name`)" section of the README. */
const readmeTables = (): Record<string, string[]> => {
  const readme = readFileSync(join(__dirname, '..', 'README.md'), 'utf8');
  const sections: Record<string, string[]> = {};
  let current: string | undefined;
  for (const line of readme.split('\n')) {
    const heading = /^### .*\(`(\w+)`\)/.exec(line);
    if (heading) current = heading[1];
    else if (line.startsWith('#')) current = undefined;
    const row = /^\| `(\w+)` \| `(\w+)` \| `(\w+)` \|$/.exec(line);
    if (current && row) (sections[current] ??= []).push(`${row[1]} ${row[2]} ${row[3]}`);
  }
  return sections;
};

describe('README transition tables', () => {
  it('are exactly the transitions constants', () => {
    const documented = readmeTables();
    const actual = Object.fromEntries(
      Object.entries(tables).map(([name, table]) => [name, transitionList(table).map(({ from, command, to }) => `${from} ${command} ${to}`)]),
    );
    expect(Object.fromEntries(Object.entries(documented).map(([name, rows]) => [name, [...rows].sort()]))).toEqual(
      Object.fromEntries(Object.entries(actual).map(([name, rows]) => [name, [...rows].sort()])),
    );
  });
});
