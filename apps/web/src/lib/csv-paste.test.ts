import { describe, expect, it } from 'vitest';
import { pastedToCsv } from './csv-paste.ts';

const COLUMNS = ['name', 'shirtNumber', 'position'];

describe('pastedToCsv', () => {
  it('puts the header in front, separated like a spreadsheet copy (tabs)', () => {
    expect(pastedToCsv('Zoë Müller\t7\tWinger\r\nJosé\t9\t\r\n', COLUMNS)).toEqual({
      csv: 'name\tshirtNumber\tposition\nZoë Müller\t7\tWinger\nJosé\t9\t\n',
      headerAdded: true,
      isEmpty: false,
    });
  });

  it('reads semicolons, then commas', () => {
    expect(pastedToCsv('A;1;GK', COLUMNS).csv).toBe('name;shirtNumber;position\nA;1;GK\n');
    expect(pastedToCsv('A,1,GK', COLUMNS).csv).toBe('name,shirtNumber,position\nA,1,GK\n');
  });

  it('keeps a pasted header row as it is', () => {
    expect(pastedToCsv('Name\tShirtNumber\nA\t1', COLUMNS)).toMatchObject({
      csv: 'Name\tShirtNumber\nA\t1\n',
      headerAdded: false,
    });
  });

  it('says when nothing was pasted', () => {
    expect(pastedToCsv(' \n\n', COLUMNS).isEmpty).toBe(true);
  });
});
