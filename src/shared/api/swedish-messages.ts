import { z } from 'zod';

const typeNames: Record<string, string> = {
  string: 'en text',
  number: 'ett tal',
  int: 'ett heltal',
  boolean: 'ja eller nej',
  array: 'en lista',
  object: 'ett objekt',
  date: 'ett datum',
  bigint: 'ett heltal',
  null: 'inget värde',
};

const formatNames: Record<string, string> = {
  uuid: 'id',
  guid: 'id',
  email: 'e-postadress',
  url: 'webbadress',
  date: 'datum (ÅÅÅÅ-MM-DD)',
  datetime: 'tidpunkt',
  time: 'tid',
};

/** 1 234 567 as Swedes write it, so a limit reads as a number and not as a code. */
function number(value: number | bigint): string {
  return new Intl.NumberFormat('sv-SE').format(value).replace(/\u00a0/g, ' ');
}

type Issue = Parameters<NonNullable<z.core.$ZodConfig['localeError']>>[0];

/**
 * zod's messages in the words of the app (decision 0020): short, Swedish, without type names. zod's own
 * Swedish locale reads "För stor(t): förväntade string att ha <=200 tecken"; these read "Högst 200 tecken".
 */
export function swedishMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return 'Värdet saknas';
      return `Ange ${typeNames[issue.expected] ?? 'ett giltigt värde'}`;
    }
    case 'too_big': {
      const max = number(issue.maximum as number);
      if (issue.origin === 'string') return `Högst ${max} tecken`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Högst ${max} rader`;
      if (issue.origin === 'file') return `Filen får vara högst ${max} byte`;
      return issue.inclusive ? `Högst ${max}` : `Mindre än ${max}`;
    }
    case 'too_small': {
      const min = number(issue.minimum as number);
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? 'Fältet får inte vara tomt' : `Minst ${min} tecken`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Minst ${min} rader`;
      return issue.inclusive ? `Minst ${min}` : `Större än ${min}`;
    }
    case 'invalid_format': {
      const name = formatNames[issue.format];
      return name ? `Ogiltigt ${name === 'id' ? 'id' : `format: ange ${name}`}` : 'Ogiltigt format';
    }
    case 'invalid_value':
      return 'Ogiltigt val';
    case 'not_multiple_of':
      return 'Ogiltigt tal';
    case 'unrecognized_keys':
      return `Okänt fält: ${issue.keys.join(', ')}`;
    case 'invalid_key':
      return 'Ogiltig nyckel';
    case 'invalid_element':
    case 'invalid_union':
      return 'Ogiltigt värde';
    default:
      return 'Ogiltigt värde';
  }
}

/** Applied where the contract is loaded (endpoint.ts), so the server and the web speak the same words. */
export function applySwedishMessages(): void {
  z.config({ localeError: swedishMessage });
}
