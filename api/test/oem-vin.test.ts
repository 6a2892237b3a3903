import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { vehicleSeeds } from '../src/demo/oem/vehicles.js';
import { decodeVin, modelYear, vinCheckDigit } from '../src/oem-catalogs/vin.js';

const now = new Date('2026-11-24T00:00:00Z');

describe('VIN decoding', () => {
  it('names the maker and plant by the WMI, Russian plants included', () => {
    const cases: [string, string, string | null, RegExp | null][] = [
      ['XTAGFK110HY012345', 'LADA', 'LADA', /АвтоВАЗ/],
      ['Z94CU41DBDR123456', 'Hyundai', 'HYUNDAI', /Санкт-Петербург/],
      ['XW8ZZZ61ZCG012345', 'Volkswagen', 'VW', /Калуга/],
      ['X7LLSRB2HBH123456', 'Renault', 'RENAULT', /Москва/],
      ['XW7BF4FK30S012345', 'Toyota', 'TOYOTA', /Toyota Motor Manufacturing Russia/],
      ['Z8NFBAJ11ES012345', 'Nissan', 'NISSAN', /Санкт-Петербург/],
      ['WVWZZZ1JZXW000001', 'Volkswagen', 'VW', /Германия/],
      ['AAA3A5C55CF256985', 'Производитель не определён', null, null],
    ];
    for (const [vin, maker, catalog, plant] of cases) {
      const decoded = decodeVin(vin, now);
      assert.equal(decoded?.maker, maker, vin);
      assert.equal(decoded?.catalogCode, catalog, vin);
      if (plant) assert.match(decoded?.plant ?? '', plant, vin);
      else assert.equal(decoded?.plant, null);
    }
  });

  it('reads the model year from position 10 in the latest fitting 30-year cycle', () => {
    assert.equal(modelYear('A', now), 2010);
    assert.equal(modelYear('C', now), 2012);
    assert.equal(modelYear('T', now), 2026);
    assert.equal(modelYear('V', now), 2027, 'next model year is sold this year');
    assert.equal(modelYear('W', now), 1998);
    assert.equal(modelYear('Y', now), 2000);
    assert.equal(modelYear('9', now), 2009);
    assert.equal(modelYear('0', now), null, 'no year code (Toyota of the Russian plant)');
    assert.equal(decodeVin('xta210740y1234567', now)?.modelYear, 2000);
  });

  it('refuses what the shared VIN rule refuses', () => {
    for (const vin of [
      'XW8ZZZ61ZCG01234O',
      'XW8ZZZ61ZCG0123',
      'XW8ZZZ61ZCG0123456',
      '',
      'XW8ZZZ61ZCG01234Q',
    ]) {
      assert.equal(decodeVin(vin, now), null, vin);
    }
  });

  it('computes the ISO 3779 check digit, and the demo VINs of makers that use it carry it', () => {
    assert.equal(vinCheckDigit('1M8GDM9AXKP042788'), 'X');
    assert.equal(vinCheckDigit('11111111111111111'), '1');
    const checked = vehicleSeeds.flatMap((v) => v.vins).filter((vin) => /^(4T1|JTN)/.test(vin));
    assert.ok(checked.length >= 2);
    for (const vin of checked) assert.equal(vin.charAt(8), vinCheckDigit(vin), vin);
  });
});
