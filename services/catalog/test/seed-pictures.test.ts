import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { seedPictures, variantFileName, widthsIn } from '@ristorante/contracts';
import { describeSeedPictures, seedImageNames, seedSetDir, seedUrlOf } from '../src/media/seed-pictures.js';

/** The seed's illustrations as guests get them: variants made by the build, described in the code the pages read. */
describe('the seed pictures', () => {
  it('when described again from their files, then contracts/seed-pictures.ts says the same (else: npm run seed-pictures)', async () => {
    const described = await describeSeedPictures();
    expect(Object.keys(described).length).toBe((await seedImageNames()).length);
    expect(seedPictures, 'run `npm run seed-pictures` and commit services/contracts/src/catalog/seed-pictures.ts').toEqual(
      described,
    );
  });

  it('when built, then each has every variant its description promises, and nothing else', async () => {
    for (const name of await seedImageNames()) {
      const picture = seedPictures[seedUrlOf(name)]!;
      const expected = (['avif', 'webp', 'jpg'] as const).flatMap((format) =>
        widthsIn(format, picture.width).map((width) => variantFileName(width, format)),
      );
      expect((await readdir(seedSetDir(name))).sort(), name).toEqual([...expected, 'picture.json'].sort());
    }
  });
});
