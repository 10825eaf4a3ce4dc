import { describe, expect, it } from 'vitest';
import { publicName } from '../src/reviews/public-name.js';

describe('a reviewer as the public page names them', () => {
  it.each([
    ['Anna Schmidt', 'Anna S.'],
    ['Anna Maria Schmidt', 'Anna S.'],
    ['  anna   schmidt ', 'anna S.'],
    ['Schmidt, Anna', 'Anna S.'],
    ['Paolo', 'Paolo'],
    ['Anna 😀', 'Anna 😀.'],
    ['Anna 𝒮chmidt', 'Anna 𝒮.'],
    ['Zoë Ärmel', 'Zoë Ä.'],
    ['anna.schmidt@example.org', 'a.'],
    ['gast123', 'g.'],
    ['\u200b\u200b', ''],
  ])('when the name is %j, then the page shows %j', (name, shown) => {
    expect(publicName(name)).toBe(shown);
  });
});
