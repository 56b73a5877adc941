import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it('leaves plain values alone', () => {
    expect(csvCell('Abidjan')).toBe('Abidjan');
    expect(csvCell(15000)).toBe('15000');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell('1; 2')).toBe('"1; 2"');
    expect(csvCell('Le "Express"')).toBe('"Le ""Express"""');
    expect(csvCell('a\nb')).toBe('"a\nb"');
  });

  it('defuses spreadsheet formulas', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+225 07 12 34 56 78')).toBe("'+225 07 12 34 56 78");
    expect(csvCell(-5)).toBe('-5');
  });
});

describe('toCsv', () => {
  it('starts with a BOM, separates with semicolons and ends lines with CRLF', () => {
    const csv = toCsv(['Passager', 'Trajet'], [['Awa Koné', 'Abidjan → Bouaké']]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe('Passager;Trajet\r\nAwa Koné;Abidjan → Bouaké\r\n');
  });
});
