import { LANGUAGES, SUBSCRIPTION_EVENTS } from '@seaward/contract';
import { describe, expect, it } from 'vitest';
import { EVENT_TEXTS, fillText } from './event-texts';

describe('event texts', () => {
  it('exist for every event in every language with the same placeholders', () => {
    const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const event of SUBSCRIPTION_EVENTS) {
      for (const lng of LANGUAGES) expect(names(EVENT_TEXTS[lng][event]), `${lng} ${event}`).toEqual(names(EVENT_TEXTS['en-GB'][event]));
    }
  });

  it('fills placeholders', () => {
    expect(fillText(EVENT_TEXTS['nb-NO']['trip.started'], { ref: 'NWR-1', vessel: 'Hardanger', area: 'Gulf of Guinea' })).toBe('Reise NWR-1 har startet: Hardanger gikk inn i Gulf of Guinea');
  });
});
