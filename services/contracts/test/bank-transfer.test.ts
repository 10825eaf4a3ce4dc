import { describe, expect, it } from 'vitest';
import { epcAmount, epcPayload, EpcPayloadError, formatIban, isValidBic, isValidIban } from '../src/index.js';

describe('the account a deposit is paid to', () => {
  it.each([
    ['DE89 3704 0044 0532 0130 00', true, 'a German IBAN as typed, in groups'],
    ['de89370400440532013000', true, 'lower case'],
    ['BE72000000001616', true, 'the EPC example’s Belgian IBAN'],
    ['FR1420041010050500013M02606', true, 'a letter inside'],
    ['DE89370400440532013001', false, 'one digit changed'],
    ['DE98370400440532013000', false, 'check digits swapped'],
    ['DE8937040044053201300', false, 'one character short for Germany'],
    ['US12345678901234567890', false, 'no SEPA country'],
    ['DE89-3704-0044-0532-0130-00', false, 'dashes'],
    ['', false, 'nothing'],
  ])('%s is %s (%s)', (iban, valid) => {
    expect(isValidIban(iban)).toBe(valid);
  });

  it('when shown to a guest, then the IBAN reads in groups of four', () => {
    expect(formatIban('de89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });

  it.each([
    ['COBADEFFXXX', true],
    ['BPOTBEB1', true],
    ['cobadeff', true],
    ['COBADEF', false],
    ['COBADEFFXX', false],
    ['1OBADEFF', false],
  ])('BIC %s is %s', (bic, valid) => {
    expect(isValidBic(bic)).toBe(valid);
  });
});

describe('the GiroCode’s payload (EPC069-12)', () => {
  it('when given the guidelines’ own example, then it is the guidelines’ text line for line', () => {
    expect(
      epcPayload({
        version: '001',
        bic: 'BPOTBEB1',
        name: 'Red Cross of Belgium',
        iban: 'BE72000000001616',
        amountCents: 100,
        purpose: 'CHAR',
        reference: 'Urgency fund',
        note: 'Sample EPC QR code',
      }),
    ).toBe('BCD\n001\n1\nSCT\nBPOTBEB1\nRed Cross of Belgium\nBE72000000001616\nEUR1\nCHAR\n\nUrgency fund\nSample EPC QR code');
  });

  it('when a deposit is due, then version 002 without a BIC, the amount, the reference, and no empty lines at the end', () => {
    expect(
      epcPayload({
        name: 'Trattoria Example GmbH',
        iban: 'DE89 3704 0044 0532 0130 00',
        amountCents: 24_050,
        reference: 'R-7K2M9Q',
      }),
    ).toBe('BCD\n002\n1\nSCT\n\nTrattoria Example GmbH\nDE89370400440532013000\nEUR240.5\n\n\nR-7K2M9Q');
  });

  it.each([
    [100, 'EUR1'],
    [1230, 'EUR12.3'],
    [1205, 'EUR12.05'],
    [1, 'EUR0.01'],
    [99_999_999_999, 'EUR999999999.99'],
  ])('%i cents are written %s', (cents, written) => {
    expect(epcAmount(cents)).toBe(written);
  });

  it.each([
    [{ iban: 'DE89370400440532013001' }, 'IBAN'],
    [{ version: '001' as const }, 'BIC'],
    [{ bic: 'NOTABIC' }, 'BIC'],
    [{ amountCents: 0 }, 'amount'],
    [{ amountCents: 12.5 }, 'amount'],
    [{ name: 'x'.repeat(71) }, 'name'],
    [{ reference: 'x'.repeat(141) }, 'reference'],
    [{ purpose: 'char' }, 'purpose'],
  ])('when %o, then no payload (%s)', (change, field) => {
    const transfer = { name: 'Trattoria', iban: 'DE89370400440532013000', amountCents: 5000, reference: 'R-1', ...change };
    expect(() => epcPayload(transfer)).toThrow(new EpcPayloadError(field));
  });
});
