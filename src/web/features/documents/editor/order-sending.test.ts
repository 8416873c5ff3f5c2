import { describe, expect, it } from 'vitest';
import { noErrors, placeErrors } from './field-errors';
import { sentText, withSendErrors } from './OrderSending';

const items = [{ uid: 'a' }, { uid: 'b' }] as unknown as Parameters<typeof placeErrors>[1];

describe('the send check at the editor', () => {
  it("keeps the editor's own errors first and adds the check's header and cell errors", () => {
    const own = placeErrors([{ field: 'mark', message: 'Egen' }], items);
    const send = placeErrors(
      [
        { field: 'data.mark', message: 'Från kontrollen' },
        { field: 'data.object', message: 'Detta fält måste fyllas i' },
        { field: 'data.items.1.code', message: 'Egna artiklar kan inte beställas' },
      ],
      items,
    );
    const shown = withSendErrors(own, { placed: send });
    expect(shown.header).toEqual({ mark: 'Egen', object: 'Detta fält måste fyllas i' });
    expect(shown.cells.get('b')).toEqual({ code: 'Egna artiklar kan inte beställas' });
    expect(withSendErrors(own, { placed: noErrors })).toBe(own);
  });

  it('says when it was sent in Swedish time', () => {
    expect(sentText('2026-11-21T21:40:00.000Z')).toBe('Skickad 2026-11-21 22:40');
  });
});
